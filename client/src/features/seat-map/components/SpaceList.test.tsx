import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
