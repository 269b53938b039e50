import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminRolesDocument } from "../../../generated/admin";
import { SettingsDocument } from "../../../generated/graphql";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { RoleFormPage } from "./RoleFormPage";

describe("RoleFormPage", () => {
  it("checks the name and description with the server's schema before saving", async () => {
    renderRoute({
      path: "admin/settings/roles/create",
      element: <RoleFormPage />,
      url: "/en/admin/settings/roles/create",
      mocks: [
        { request: { query: SettingsDocument }, result: { data: settingsFixture } },
        { request: { query: AdminRolesDocument }, result: { data: { roles: [], permissions: ["check_in"] } } },
      ],
    });
    const save = await screen.findByRole("button", { name: "Save" });
    fireEvent.click(save);
    expect(await screen.findByText("Field is required")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "Łukasz Ščerbanović" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Description/ }), { target: { value: "d".repeat(2001) } });
    fireEvent.click(save);
    expect(await screen.findByText("At most 2000 characters")).toBeTruthy();
    expect(screen.queryByText("Field is required")).toBeNull();
  });
});
