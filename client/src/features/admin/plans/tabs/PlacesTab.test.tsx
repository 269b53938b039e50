import type { PlaceMarking } from "@seatbooking/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MarkPlanPlacesDocument } from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { toast } from "../../../../shared/toast/toast";
import { editedPlan } from "../planShared";
import { PlacesTab } from "./PlacesTab";

vi.mock("../../../../shared/toast/toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), show: vi.fn() },
}));

/**
 * An unmarked chart: three seats in a group (two with the same id), a standing area drawn as a path with its
 * label over it. Indices: svg 0, g 1, circles 2-4, path 5, text 6.
 */
const CHART =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><g id="Balcony">' +
  '<circle id="B1" cx="10" cy="10" r="4"/><circle id="B2" cx="20" cy="10" r="4"/><circle id="B2" cx="30" cy="10" r="4"/></g>' +
  '<path id="A" d="M50 20h20v20h-20z"/><text x="56" y="32">A</text></svg>';

const VERSION = "2026-12-01T00:00:00.000Z";

const plan = editedPlan(
  {
    id: "plan-1",
    name: "Arena",
    namePattern: null,
    mapLabelMask: null,
    spaceLabelMask: null,
    mapLabelMasks: [],
    spaceLabelMasks: [],
    labelDefaults: { sectionRowSeat: "", rowSeat: "", typeSeat: "", typeSection: "" },
    sections: [],
    styles: null,
    updatedAt: VERSION,
    names: [],
    descriptions: [],
    priceZones: [],
    spaces: [],
  },
  [],
);

const SAVED = {
  data: {
    markPlanPlaces: {
      __typename: "PlacesMarked",
      plan: { __typename: "Plan", id: "plan-1", updatedAt: "2026-12-01T00:01:00.000Z" },
      places: 4,
      created: 4,
      removed: 0,
      resized: 1,
    },
  },
};

function renderTab(
  reload: () => Promise<typeof plan>,
  marking: PlaceMarking,
  result: { data?: Record<string, unknown>; errors?: GraphQLError[] } = SAVED,
  url = "/en",
) {
  return renderRoute({
    path: "",
    url,
    element: <PlacesTab plan={plan} languages={[]} spaceTypes={[]} reload={reload} />,
    mocks: [{ request: { query: MarkPlanPlacesDocument, variables: { planId: "plan-1", version: VERSION, marking } }, result }],
  });
}

const ONE_RULE: PlaceMarking = {
  rules: [{ idPattern: "B1" }],
  add: [],
  remove: [],
  names: [],
  capacities: [],
  labelsLetClicksThrough: true,
};

async function saveOneRule() {
  fireEvent.change(await screen.findByRole("textbox", { name: /^Id pattern/ }), { target: { value: "B1" } });
  fireEvent.click(await screen.findByRole("button", { name: "Add rule" }));
  await waitFor(() => expect(screen.getByText("1 place, 0 to fix")).toBeTruthy());
  fireEvent.click(screen.getByRole("button", { name: "Save places" }));
}

const rowNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => (within(row).getAllByRole("textbox")[0] as HTMLInputElement).value);

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

const saveButton = () => screen.getByRole("button", { name: "Save places" }) as HTMLButtonElement;

const NOT_WHOLE = "Not a whole number: give digits only (no decimals), from 1 to 100,000";
const OUT_OF_RANGE = "Give a whole number from 1 to 100,000";

describe("PlacesTab (issue 35)", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(CHART, { status: 200, headers: { "Content-Type": "image/svg+xml" } }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("chooses places by a rule and a click, shows their problems, and saves the marking once they are fixed", async () => {
    const reload = vi.fn(() => Promise.resolve(plan));
    const { container } = renderTab(reload, {
      rules: [{ idPattern: "B#" }],
      add: [5],
      remove: [],
      names: [{ element: 4, name: "B3" }],
      capacities: [{ element: 5, maxTickets: 500 }],
      labelsLetClicksThrough: true,
    });
    const pattern = await screen.findByRole("textbox", { name: /^Id pattern/ });
    expect(screen.getByText("0 places, 0 to fix")).toBeTruthy();

    // The rule previews what it matches on the map before it is added.
    fireEvent.change(pattern, { target: { value: "B#" } });
    expect(await screen.findByText("Matches 3 elements")).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('[data-chart-index][class*="preview"]')).toHaveLength(3));
    fireEvent.click(screen.getByRole("button", { name: "Add rule" }));
    expect(within(screen.getByRole("list", { name: "Rules" })).getByText(/id B#: Matches 3 elements/)).toBeTruthy();

    // Two seats share an id: both are to fix, and the save waits for it.
    await waitFor(() => expect(screen.getByText("3 places, 2 to fix")).toBeTruthy());
    expect(rowNames()).toEqual(["B1", "B2", "B2"]);
    expect(screen.getAllByText("Same name as another place")).toHaveLength(2);
    expect((screen.getByRole("button", { name: "Save places" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("2 places must be fixed before saving (red in the table).")).toBeTruthy();
    expect(container.querySelectorAll('[data-chart-index][class*="problem"]')).toHaveLength(2);

    const second = screen.getAllByRole("textbox", { name: "Name of B2" })[1]!;
    fireEvent.change(second, { target: { value: "B3" } });
    fireEvent.blur(second);
    await waitFor(() => expect(screen.getByText("3 places, 0 to fix")).toBeTruthy());
    expect(rowNames()).toEqual(["B1", "B2", "B3"]);

    // A click on the area's label picks nothing; a click on the area makes it a place, named by its id.
    fireEvent.click(container.querySelector('[data-chart-index="6"]')!);
    expect(screen.getByText("3 places, 0 to fix")).toBeTruthy();
    fireEvent.click(container.querySelector('[data-chart-index="5"]')!);
    await waitFor(() => expect(screen.getByText("4 places, 0 to fix")).toBeTruthy());
    expect(container.querySelector('[data-chart-index="5"]')!.getAttribute("class")).toMatch(/selected/);

    // The seats' section is their group; the text filter finds it.
    const user = userEvent.setup();
    const find = screen.getByRole("textbox", { name: "Find by name, section, row or seat" });
    await user.type(find, "balc");
    await waitFor(() => expect(rowNames()).toEqual(["B1", "B2", "B3"]));
    expect(within(screen.getByRole("table")).getAllByRole("cell", { name: "Balcony" })).toHaveLength(3);
    await user.clear(find);

    // The standing area's capacity, set for the checked places.
    await user.click(screen.getByRole("checkbox", { name: "Check A" }));
    await user.type(screen.getByRole("textbox", { name: "Capacity" }), "500");
    await user.click(screen.getByRole("button", { name: "Set the capacity of 1 checked place" }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Capacity of A" }) as HTMLInputElement).value).toBe("500"));

    fireEvent.click(screen.getByRole("button", { name: "Save places" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("unpicks checked places from the table, as keyboard users do", async () => {
    const { container } = renderTab(() => Promise.resolve(plan), ONE_RULE);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Id pattern/ }), { target: { value: "B#" } });
    fireEvent.click(await screen.findByRole("button", { name: "Add rule" }));
    await waitFor(() => expect(screen.getByText("3 places, 2 to fix")).toBeTruthy());
    fireEvent.click(screen.getAllByRole("checkbox", { name: "Check B2" })[0]!);
    fireEvent.click(screen.getByRole("button", { name: "Remove 1 checked place" }));
    // The other B2 is a place alone now, but ids are unique in a map: the unpicked seat still has its id.
    await waitFor(() => expect(screen.getByText("2 places, 1 to fix")).toBeTruthy());
    expect(rowNames()).toEqual(["B1", "B2"]);
    expect(screen.getByText("Another element has this id")).toBeTruthy();
    expect(container.querySelector('[data-chart-index="3"]')!.getAttribute("class") ?? "").not.toMatch(/selected/);
    expect(container.querySelector('[data-chart-index="4"]')!.getAttribute("class")).toMatch(/selected/);
  });

  it("shows a marked place's space capacity (set in the spaces tab) until a capacity is given here, and refuses a name the map cannot keep", async () => {
    const marked = CHART.replace('<path id="A" ', '<path id="A" class="space" data-max-tickets="500" ');
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(marked, { status: 200, headers: { "Content-Type": "image/svg+xml" } }))),
    );
    const space = {
      id: "s-a",
      name: "A",
      maxTickets: 600,
      section: null,
      row: null,
      seat: null,
      priceZoneId: null,
      companionOfId: null,
      spaceTypeId: null,
    };
    const withSpace = editedPlan({ ...plan, spaces: [space] }, []);
    renderRoute({
      path: "",
      url: "/en",
      element: <PlacesTab plan={withSpace} languages={[]} spaceTypes={[]} reload={() => Promise.resolve(withSpace)} />,
    });
    const capacity = (await screen.findByRole("textbox", { name: "Capacity of A" })) as HTMLInputElement;
    expect(capacity.value).toBe("600");
    fireEvent.change(capacity, { target: { value: "700" } });
    fireEvent.blur(capacity);
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Capacity of A" }) as HTMLInputElement).value).toBe("700"));

    const name = screen.getByRole("textbox", { name: "Name of A" });
    fireEvent.change(name, { target: { value: "title" } });
    fireEvent.blur(name);
    await waitFor(() => expect(screen.getByText("1 place, 1 to fix")).toBeTruthy());
    expect(screen.getByText("Not a valid name: use letters A–Z, digits and . _ : -, starting with a letter or digit")).toBeTruthy();
  });

  it("shows the server's message when it refuses the marking", async () => {
    const reload = vi.fn(() => Promise.resolve(plan));
    renderTab(reload, ONE_RULE, {
      errors: [new GraphQLError("Place B1 has tickets and cannot go", { extensions: { code: "BAD_USER_INPUT" } })],
    });
    await saveOneRule();
    expect((await screen.findByRole("alert")).textContent).toBe("Place B1 has tickets and cannot go");
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers a reload after a save over an outdated version", async () => {
    const reload = vi.fn(() => Promise.resolve(plan));
    renderTab(reload, ONE_RULE, {
      errors: [new GraphQLError("The plan was changed meanwhile", { extensions: { code: "CONFLICT", status: 409 } })],
    });
    await saveOneRule();
    fireEvent.click(await screen.findByRole("button", { name: "Reload" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reload" })).toBeNull());
  });

  it("counts the saved changes with plural forms (issue 35 trial)", async () => {
    vi.mocked(toast.success).mockClear();
    renderTab(() => Promise.resolve(plan), ONE_RULE);
    await saveOneRule();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Places saved: 4 new spaces, 0 removed, 1 capacity changed"));
  });

  it("counts the saved changes with Finnish plural forms", async () => {
    vi.mocked(toast.success).mockClear();
    const done = { ...SAVED.data.markPlanPlaces, created: 1, removed: 2, resized: 0 };
    renderTab(() => Promise.resolve(plan), ONE_RULE, { data: { markPlanPlaces: done } }, "/fi");
    fireEvent.change(await screen.findByRole("textbox", { name: /^Tunnisteen malli/ }), { target: { value: "B1" } });
    fireEvent.click(await screen.findByRole("button", { name: "Lisää sääntö" }));
    await waitFor(() => expect(screen.getByText("1 paikka, 0 korjattavaa")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Tallenna paikat" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Paikat tallennettu: 1 uusi paikka, 2 poistettua, kapasiteetti muuttui 0 paikalla"),
    );
  });

  it("keeps a capacity that is not a whole number of 1-100,000 as typed, with the reason beside the field (issue 35 trial)", async () => {
    renderTab(() => Promise.resolve(plan), ONE_RULE);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Id pattern/ }), { target: { value: "B1" } });
    fireEvent.click(await screen.findByRole("button", { name: "Add rule" }));
    await waitFor(() => expect(screen.getByText("1 place, 0 to fix")).toBeTruthy());
    const row = () => screen.getByRole("textbox", { name: "Capacity of B1" }) as HTMLInputElement;
    expect(errorBeside(row())).toBeNull();
    for (const [typed, error] of [
      ["10,5", NOT_WHOLE],
      ["1e3", NOT_WHOLE],
      ["abc", NOT_WHOLE],
      ["-3", OUT_OF_RANGE],
      ["0", OUT_OF_RANGE],
      ["100001", OUT_OF_RANGE],
      ["", "Give a capacity: a whole number from 1 to 100,000"],
    ] as const) {
      fireEvent.change(row(), { target: { value: typed } });
      fireEvent.blur(row());
      expect(row().value).toBe(typed);
      expect(errorBeside(row())).toBe(error);
      // Saving waits for the field: the place would otherwise be saved with its old capacity and the mistake lost.
      expect(saveButton().disabled).toBe(true);
      expect(screen.getByText("A capacity in the table is not a whole number from 1 to 100,000: fix it before saving.")).toBeTruthy();
    }
    fireEvent.change(row(), { target: { value: "12" } });
    fireEvent.blur(row());
    await waitFor(() => expect(row().value).toBe("12"));
    expect(errorBeside(row())).toBeNull();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByText(/fix it before saving/)).toBeNull();

    // The field for the checked places: the same rule, its button waiting for a capacity.
    fireEvent.click(screen.getByRole("checkbox", { name: "Check B1" }));
    const bulk = screen.getByRole("textbox", { name: "Capacity" }) as HTMLInputElement;
    const setButton = () => screen.getByRole("button", { name: "Set the capacity of 1 checked place" }) as HTMLButtonElement;
    expect(errorBeside(bulk)).toBeNull();
    fireEvent.change(bulk, { target: { value: "10,5" } });
    expect(bulk.value).toBe("10,5");
    expect(errorBeside(bulk)).toBe(NOT_WHOLE);
    expect(setButton().disabled).toBe(true);
    fireEvent.change(bulk, { target: { value: "0" } });
    expect(errorBeside(bulk)).toBe(OUT_OF_RANGE);
    fireEvent.change(bulk, { target: { value: "40" } });
    expect(errorBeside(bulk)).toBeNull();
    fireEvent.click(setButton());
    await waitFor(() => expect(row().value).toBe("40"));
  });

  it("draws the map with the plan's saved styles, as the booking pages do (issue 35 trial: a black drawing otherwise)", async () => {
    const styles = ".plan #Balcony circle { fill: #ffffff; }\n.plan #A { fill: #2f9e44; }";
    const styled = editedPlan({ ...plan, styles }, []);
    const { container } = renderRoute({
      path: "",
      url: "/en",
      element: <PlacesTab plan={styled} languages={[]} spaceTypes={[]} reload={() => Promise.resolve(styled)} />,
    });
    const map = await screen.findByTestId("places-map");
    expect(map.classList.contains("plan")).toBe(true);
    expect(container.querySelector("style[data-plan-styles]")?.textContent).toBe(styles);
    expect(getComputedStyle(container.querySelector('[data-chart-index="2"]')!).fill).toBe("rgb(255, 255, 255)");
    expect(getComputedStyle(container.querySelector('[data-chart-index="5"]')!).fill).toBe("rgb(47, 158, 68)");
  });
});
