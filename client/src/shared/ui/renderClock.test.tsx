import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RenderedAtProvider, useNow } from "./renderClock";

function Clock() {
  return <output>{useNow()}</output>;
}

const RENDERED_AT = 1_700_000_000_000;

describe("useNow", () => {
  it("reads the server's render time in a server render, as the hydration's first render does", () => {
    const html = renderToString(
      <RenderedAtProvider at={RENDERED_AT}>
        <Clock />
      </RenderedAtProvider>,
    );
    expect(html).toContain(String(RENDERED_AT));
  });

  it("takes the browser's clock once the page is on screen", () => {
    const before = Date.now();
    render(
      <RenderedAtProvider at={RENDERED_AT}>
        <Clock />
      </RenderedAtProvider>,
    );
    expect(Number(screen.getByRole("status").textContent)).toBeGreaterThanOrEqual(before);
  });

  it("is the browser's clock outside a server-rendered page", () => {
    const before = Date.now();
    render(<Clock />);
    expect(Number(screen.getByRole("status").textContent)).toBeGreaterThanOrEqual(before);
  });
});
