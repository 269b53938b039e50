import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MyApiTokensDocument, SettingsDocument } from "../../../generated/graphql";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { ApiTokens } from "./ApiTokens";

describe("ApiTokens", () => {
  it("checks the token's name with the server's schema before asking the server: given, at most 100 characters", async () => {
    renderRoute({
      path: "account",
      element: <ApiTokens timeZone="Europe/Helsinki" />,
      url: "/en/account",
      mocks: [
        { request: { query: SettingsDocument }, result: { data: settingsFixture } },
        { request: { query: MyApiTokensDocument }, result: { data: { myApiTokens: [] } } },
      ],
    });
    const create = await screen.findByRole("button", { name: "Create token" });
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "   " } });
    fireEvent.click(create);
    expect(await screen.findByText("Field is required")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: `Łukasz Ščerbanović ${"x".repeat(100)}` } });
    fireEvent.click(create);
    expect(await screen.findByText("At most 100 characters")).toBeTruthy();
  });
});
