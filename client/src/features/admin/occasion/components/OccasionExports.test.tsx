import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { OccasionExports } from "./OccasionExports";

describe("OccasionExports (issue 34, item 13)", () => {
  it("downloads the occasion's CSV and XLSX, and its guest list by name or, chosen, by place, in the interface language", async () => {
    renderRoute({ path: "", element: <OccasionExports occasionId="o 1" lng="fi" />, url: "/fi" });
    expect(await screen.findByRole("heading", { name: "Vienti" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lataa CSV" }).getAttribute("href")).toBe(
      "/api/admin/bookings/export.csv?occasionId=o+1&lng=fi",
    );
    expect(screen.getByRole("link", { name: "Lataa XLSX" }).getAttribute("href")).toBe(
      "/api/admin/bookings/export.xlsx?occasionId=o+1&lng=fi",
    );
    const guestList = screen.getByRole("link", { name: "Vieraslista (PDF)" });
    expect(guestList.getAttribute("href")).toBe("/api/admin/occasions/o%201/guest-list.pdf?sort=name&lng=fi");
    expect((screen.getByRole("radio", { name: "Nimen mukaan" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Paikan mukaan" }));
    expect(guestList.getAttribute("href")).toBe("/api/admin/occasions/o%201/guest-list.pdf?sort=seat&lng=fi");
  });
});
