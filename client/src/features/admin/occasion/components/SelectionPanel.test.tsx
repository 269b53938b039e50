import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { SelectionPanel } from "./SelectionPanel";

const noop = () => undefined;

function panel(closedReason: string | null) {
  return (
    <SelectionPanel
      names={["R1-S1"]}
      actions={{ lock: true, release: false, sell: true }}
      running={null}
      onLock={noop}
      onRelease={noop}
      onSell={noop}
      onClear={noop}
      closedReason={closedReason}
    />
  );
}

describe("SelectionPanel", () => {
  it("offers Sell and Lock for free places of an occasion on sale", async () => {
    renderRoute({ path: "", element: panel(null), url: "/en" });
    expect((await screen.findByRole("button", { name: "Sell at the box office" })).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Lock" }).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByTestId("selection-closed")).toBeNull();
  });

  it("on a cancelled occasion disables Sell, Lock and Release and says why (issue 34, item 9)", async () => {
    const reason = "This occasion is cancelled: nothing can be sold, locked or released.";
    renderRoute({ path: "", element: panel(reason), url: "/en" });
    const sell = await screen.findByRole("button", { name: "Sell at the box office" });
    expect(sell.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Lock" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Release" }).hasAttribute("disabled")).toBe(true);
    const said = screen.getByTestId("selection-closed");
    expect(said.textContent).toBe(reason);
    expect(sell.getAttribute("aria-describedby")).toBe(said.id);
  });
});
