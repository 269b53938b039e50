import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminPlanMapRemovedDocument } from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { editedPlan } from "../planShared";
import { MapTab } from "./MapTab";

/** An Illustrator-style drawing: its colours were classes of a <style> the sanitizer removed. */
const CHART =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect class="st0" width="100" height="50"/>' +
  '<circle id="A-1" class="st1" cx="10" cy="10" r="4"/></svg>';

const STYLES = ".plan .st0 { fill: #ffffff; }\n.plan .st1 { fill: #2f9e44; }";

const basePlan = {
  id: "plan-1",
  name: "Arena",
  namePattern: null,
  mapLabelMask: null,
  spaceLabelMask: null,
  mapLabelMasks: [],
  spaceLabelMasks: [],
  labelDefaults: { sectionRowSeat: "", rowSeat: "", typeSeat: "", typeSection: "" },
  sections: [],
  styles: null as string | null,
  updatedAt: "2026-12-01T00:00:00.000Z",
  names: [],
  descriptions: [],
  priceZones: [],
  spaces: [],
};

function renderTab(styles: string | null, removed: string[], url = "/en") {
  const plan = editedPlan({ ...basePlan, styles }, []);
  return renderRoute({
    path: "",
    url,
    element: <MapTab plan={plan} languages={[]} spaceTypes={[]} reload={() => Promise.resolve(plan)} />,
    mocks: [
      { request: { query: AdminPlanMapRemovedDocument, variables: { planId: "plan-1" } }, result: { data: { planMapRemoved: removed } } },
    ],
  });
}

describe("MapTab (issue 35 trial)", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(CHART, { status: 200, headers: { "Content-Type": "image/svg+xml" } }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("previews the map with the plan's saved styles, as the booking pages show it", async () => {
    const { container } = renderTab(STYLES, []);
    const preview = await screen.findByRole("img", { name: "Map of Arena" });
    await waitFor(() => expect(preview.querySelector("svg")).not.toBeNull());
    expect(container.querySelector("style[data-plan-styles]")?.textContent).toBe(STYLES);
    expect(preview.classList.contains("plan")).toBe(true);
    expect(getComputedStyle(preview.querySelector(".st0")!).fill).toBe("rgb(255, 255, 255)");
    expect(getComputedStyle(preview.querySelector(".st1")!).fill).toBe("rgb(47, 158, 68)");
  });

  it("points to the Styles tab when the drawing's <style> was removed", async () => {
    renderTab(null, ["<style> (2)", "style on <rect>", "onclick on <rect>"]);
    const list = await screen.findByRole("list", { name: "Removed when sanitizing" });
    expect(within(list).getByText("<style> (2)")).toBeTruthy();
    const hint = screen.getByTestId("style-removed-hint");
    expect(hint.textContent).toContain("Paste that CSS into the Styles tab");
    expect(within(hint).getByRole("link", { name: "Open the Styles tab" }).getAttribute("href")).toBe(
      "/en/admin/settings/plans/plan-1/styles",
    );
    // A hint beside the list, not an alert: an upload's error stays the tab's only alert.
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says nothing of the Styles tab when no <style> was removed, and keeps the image preview of a plan without styles", async () => {
    renderTab(null, ["style on <rect>", "onclick on <rect>"]);
    await screen.findByRole("list", { name: "Removed when sanitizing" });
    expect(screen.queryByTestId("style-removed-hint")).toBeNull();
    expect(screen.getByRole("img", { name: "Map of Arena" }).tagName).toBe("IMG");
  });

  it("points to the Styles tab in Swedish", async () => {
    renderTab(null, ["<style>"], "/sv");
    const hint = await screen.findByTestId("style-removed-hint");
    expect(within(hint).getByRole("link", { name: "Öppna fliken Stilar" }).getAttribute("href")).toBe(
      "/sv/admin/settings/plans/plan-1/styles",
    );
  });
});
