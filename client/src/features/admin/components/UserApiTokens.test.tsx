import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SettingsDocument } from "../../../generated/graphql";
import { AdminUserApiTokensDocument, RevokeUserApiTokenDocument } from "../../../generated/admin";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { UserApiTokens } from "./UserApiTokens";

const USER_ID = "u1";
const token = {
  __typename: "ApiToken",
  id: "t1",
  name: "Reporting",
  tokenPrefix: "sbt_abcdefgh",
  createdAt: "2026-01-02T10:00:00.000Z",
  lastUsedAt: null,
};

describe("UserApiTokens", () => {
  it("lists the user's tokens and revokes one with the administrator's mutation", async () => {
    let revoked = false;
    renderRoute({
      path: "admin/settings/users/:userId",
      element: <UserApiTokens userId={USER_ID} />,
      url: `/en/admin/settings/users/${USER_ID}`,
      mocks: [
        { request: { query: SettingsDocument }, result: { data: settingsFixture } },
        { request: { query: AdminUserApiTokensDocument, variables: { userId: USER_ID } }, result: { data: { apiTokens: [token] } } },
        {
          request: { query: RevokeUserApiTokenDocument, variables: { id: "t1" } },
          result: () => {
            revoked = true;
            return { data: { revokeUserApiToken: true } };
          },
        },
        { request: { query: AdminUserApiTokensDocument, variables: { userId: USER_ID } }, result: { data: { apiTokens: [] } } },
      ],
    });
    expect(await screen.findByText("Reporting")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Revoke token Reporting" }));
    expect(await screen.findByText("No tokens")).toBeTruthy();
    await waitFor(() => expect(revoked).toBe(true));
  });
});
