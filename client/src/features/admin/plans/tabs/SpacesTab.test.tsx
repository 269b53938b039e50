import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { editedPlan } from "../planShared";
import { SpacesTab } from "./SpacesTab";

/** Rows B-J-1..12 and P-B-1..3: a name substring 'B-' would catch both sections. */
const NAMES = [...Array.from({ length: 12 }, (_, index) => `B-J-${index + 1}`), "P-B-1", "P-B-2", "P-B-3"];

const plan = editedPlan(
  {
    id: "plan-1",
    name: "Hall",
    namePattern: "{section}-{row}-{seat}",
    mapLabelMask: null,
    spaceLabelMask: null,
    mapLabelMasks: [],
    spaceLabelMasks: [],
    labelDefaults: {
      sectionRowSeat: "{section}, row {row}, seat {seat}",
      rowSeat: "Row {row}, seat {seat}",
      typeSeat: "{type} {seat}",
      typeSection: "{type} {section}",
    },
    sections: [],
    styles: null,
    updatedAt: "2026-12-01T00:00:00.000Z",
    names: [],
    descriptions: [],
    priceZones: [],
    spaces: NAMES.map((name) => {
      const [section, row, seat] = name.split("-");
      return {
        id: `id-${name}`,
        name,
        maxTickets: 1,
        section: section!,
        row: row!,
        seat: seat!,
        priceZoneId: null,
        companionOfId: null,
        spaceTypeId: null,
      };
    }),
  },
  [],
);

function renderTab() {
  renderRoute({
    path: "",
    url: "/en",
    element: <SpacesTab plan={plan} languages={[]} spaceTypes={[]} reload={() => Promise.resolve(plan)} />,
  });
}

const filterBox = (part: string) =>
  within(screen.getByRole("group", { name: "Filter by section, row and seat" })).getByRole("combobox", { name: part });
const rowNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]!.textContent?.trim());

describe("SpacesTab's filter and selection (issue 34, item 16)", () => {
  beforeEach(() => {
    // No map: the table alone.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("", { status: 404 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sorts rows naturally and filters each part whole", async () => {
    renderTab();
    await screen.findByRole("table");
    expect(rowNames().slice(0, 4)).toEqual(["B-J-1", "B-J-2", "B-J-3", "B-J-4"]);
    expect(rowNames()[9]).toBe("B-J-10");
    fireEvent.change(filterBox("Row"), { target: { value: "B" } });
    expect(rowNames()).toEqual(["P-B-1", "P-B-2", "P-B-3"]);
  });

  it("drops the rows a filter hides from the selection, so Edit counts what Apply changes", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select the spaces on this page" }));
    expect(screen.getByRole("group", { name: "Edit 15 selected spaces" })).toBeTruthy();
    fireEvent.change(filterBox("Section"), { target: { value: "P" } });
    expect(rowNames()).toEqual(["P-B-1", "P-B-2", "P-B-3"]);
    expect(screen.getByRole("group", { name: "Edit 3 selected spaces" })).toBeTruthy();
    // Showing every row again does not bring back the spaces the filter dropped.
    fireEvent.change(filterBox("Section"), { target: { value: "" } });
    expect(rowNames()).toHaveLength(15);
    expect(screen.getByRole("group", { name: "Edit 3 selected spaces" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Select B-J-1" }) as HTMLInputElement).checked).toBe(false);
  });
});

/** The error Mantine shows beside a field (its aria-describedby), or null. */
function errorBeside(field: HTMLElement): string | null {
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return (
    ids
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim() || null
  );
}

describe("SpacesTab's capacity fields (issue 35 trial)", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("", { status: 404 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps what is not a whole number of 1-100,000 as typed, says why beside the field and saves nothing", async () => {
    renderTab();
    const create = within(await screen.findByRole("group", { name: "Create spaces" }));
    const field = create.getByRole("textbox", { name: "Max tickets" }) as HTMLInputElement;
    fireEvent.change(create.getByRole("textbox", { name: "Rows from" }), { target: { value: "1" } });
    fireEvent.change(create.getByRole("textbox", { name: "Rows to" }), { target: { value: "1" } });
    fireEvent.change(create.getByRole("textbox", { name: "Seats from" }), { target: { value: "1" } });
    fireEvent.change(create.getByRole("textbox", { name: "Seats to" }), { target: { value: "2" } });
    fireEvent.change(create.getByRole("textbox", { name: "Section" }), { target: { value: "X" } });
    const button = () => create.getByRole("button", { name: "Create 2 spaces" }) as HTMLButtonElement;
    expect(button().disabled).toBe(false);
    fireEvent.change(field, { target: { value: "10,5" } });
    expect(field.value).toBe("10,5");
    expect(errorBeside(field)).toBe("Not a whole number: give digits only (no decimals), from 1 to 100,000");
    expect(button().disabled).toBe(true);
    fireEvent.change(field, { target: { value: "0" } });
    expect(errorBeside(field)).toBe("Give a whole number from 1 to 100,000");
    expect(button().disabled).toBe(true);
    fireEvent.change(field, { target: { value: "4" } });
    expect(errorBeside(field)).toBeNull();
    expect(button().disabled).toBe(false);

    // Editing the selected spaces: empty keeps each one's capacity; a mistake stops Apply.
    fireEvent.click(screen.getByRole("checkbox", { name: "Select B-J-1" }));
    const edit = within(screen.getByRole("group", { name: "Edit 1 selected space" }));
    const capacity = edit.getByRole("textbox", { name: "Max tickets" }) as HTMLInputElement;
    const apply = () => edit.getByRole("button", { name: "Apply to selected" }) as HTMLButtonElement;
    expect(errorBeside(capacity)).toBeNull();
    expect(apply().disabled).toBe(false);
    fireEvent.change(capacity, { target: { value: "1e3" } });
    expect(capacity.value).toBe("1e3");
    expect(errorBeside(capacity)).toBe("Not a whole number: give digits only (no decimals), from 1 to 100,000");
    expect(apply().disabled).toBe(true);
  });
});
