import { fireEvent, screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoute } from "../../shared/test/renderWithProviders";
import { LanguageSwitcher } from "./LanguageSwitcher";

const LANGUAGES = [
  { id: "en", name: "English" },
  { id: "fi", name: "Suomi" },
  { id: "sv", name: "Svenska" },
];

function Switcher({ current }: { current: string }) {
  return <LanguageSwitcher current={current} location={useLocation()} languages={LANGUAGES} />;
}

function clearLanguageCookie() {
  document.cookie = "lng=; Max-Age=0; Path=/";
}

describe("LanguageSwitcher", () => {
  afterEach(clearLanguageCookie);

  it("writes the chosen language to the lng cookie the server reads, and goes to the same route in it", async () => {
    const { router } = renderRoute({
      path: "events",
      element: <Switcher current="en" />,
      url: "/en/events?q=1",
    });
    expect(document.cookie).not.toContain("lng=");
    fireEvent.click(screen.getByRole("button", { name: "Change language EN" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Suomi" }));
    expect(document.cookie.split("; ")).toContain("lng=fi");
    await expect.poll(() => `${router.state.location.pathname}${router.state.location.search}`).toBe("/fi/events?q=1");
  });

  it("does not write the cookie by merely opening the menu: only a choice is remembered", async () => {
    renderRoute({ path: "events", element: <Switcher current="sv" />, url: "/sv/events" });
    fireEvent.click(screen.getByRole("button", { name: /SV/ }));
    expect(await screen.findByRole("menuitem", { name: "English" })).toBeTruthy();
    expect(document.cookie).not.toContain("lng=");
  });
});
