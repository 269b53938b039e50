import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { SpaceList, type SpaceListProps } from "./SpaceList";

const spaces: SpaceListProps["spaces"] = [
  {
    id: "a",
    name: "R1-S1",
    state: "free",
    label: "Rivi 1, paikka 1, vapaa",
    title: "Rivi 1, paikka 1",
    typeName: "Istumapaikka",
    remaining: 1,
    total: 1,
  },
  {
    id: "b",
    name: "R1-S2",
    state: "yours",
    label: "Rivi 1, paikka 2, valintasi",
    title: "Rivi 1, paikka 2",
    typeName: "Istumapaikka",
    remaining: 0,
    total: 1,
  },
];

describe("SpaceList", () => {
  it("names each button by its visible word first, then the place (axe label-content-name-mismatch)", async () => {
    renderRoute({ path: "x", url: "/fi/x", element: <SpaceList spaces={spaces} onActivate={() => undefined} /> });
    const choose = await screen.findByRole("button", { name: "Valitse Rivi 1, paikka 1, vapaa" });
    expect(choose.textContent).toBe("Valitse");
    const edit = screen.getByRole("button", { name: "Muokkaa lippuja, Rivi 1, paikka 2, valintasi" });
    expect(edit.textContent).toBe("Muokkaa lippuja");
  });
});

describe("SpaceList with the keyboard", () => {
  const many: SpaceListProps["spaces"] = Array.from({ length: 25 }, (_, index) => ({
    id: `p${index + 1}`,
    name: `R1-S${index + 1}`,
    state: index === 2 ? "full" : "free",
    label: `Row 1, seat ${index + 1}, ${index === 2 ? 0 : 1} / 1 available`,
    title: `Row 1, seat ${index + 1}`,
    typeName: "Seat",
    remaining: index === 2 ? 0 : 1,
    total: 1,
  }));
  const tabStops = () => [...document.querySelectorAll("button")].filter((button) => button.tabIndex === 0);
  const button = (seat: number) => document.querySelector<HTMLButtonElement>(`[data-list-space-id="p${seat}"]`)!;

  it("is one tab stop; the arrows, Home, End, PageUp and PageDown move it; a sold place stays reachable and says so", async () => {
    const onActivate = vi.fn();
    let update: (spaces: SpaceListProps["spaces"]) => void = () => undefined;
    function Live() {
      const [spaces, setSpaces] = useState(many);
      update = setSpaces;
      return <SpaceList spaces={spaces} onActivate={onActivate} />;
    }
    renderRoute({ path: "x", url: "/en/x", element: <Live /> });
    await screen.findByRole("button", { name: "Choose Row 1, seat 1, 1 / 1 available" });
    expect(tabStops()).toEqual([button(1)]);
    button(1).focus();
    const press = (key: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      expect(tabStops()).toEqual([document.activeElement]);
    };
    press("ArrowDown");
    expect(document.activeElement).toBe(button(2));
    press("ArrowRight");
    expect(document.activeElement).toBe(button(3));
    // Sold: reachable, announced as unavailable; choosing it is left to the page (which says it is taken).
    expect(button(3).getAttribute("aria-disabled")).toBe("true");
    press("Enter");
    fireEvent.click(document.activeElement!);
    expect(onActivate).toHaveBeenCalledWith("p3");
    press("PageDown");
    expect(document.activeElement).toBe(button(13));
    press("End");
    expect(document.activeElement).toBe(button(25));
    press("ArrowDown");
    expect(document.activeElement).toBe(button(25));
    press("PageUp");
    expect(document.activeElement).toBe(button(15));
    press("ArrowUp");
    expect(document.activeElement).toBe(button(14));
    press("Home");
    expect(document.activeElement).toBe(button(1));

    // A live update re-renders the list: the tab stop stays on its place.
    press("PageDown");
    act(() => update(many.map((space) => (space.id === "p11" ? { ...space, state: "full", remaining: 0 } : space))));
    expect(button(11).getAttribute("aria-disabled")).toBe("true");
    expect(tabStops()).toEqual([button(11)]);
    expect(document.activeElement).toBe(button(11));
  });
});
