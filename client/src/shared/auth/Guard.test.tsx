import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthenticateDocument } from "../../generated/graphql";
import { Guard } from "./Guard";

/** The root middleware loads authenticate before any route renders; the cache holds it. */
function renderWithUser(user: { id: string; email: string; permissions: string[] } | null) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: AuthenticateDocument,
    data: { authenticate: { __typename: "Authentication", csrfToken: "token", user: user && { __typename: "User", ...user } } },
  });
  return render(
    <MockedProvider cache={cache}>
      <>
        <Guard>always</Guard>
        <Guard loggedIn fallback={<span>please log in</span>}>
          <span>signed in</span>
        </Guard>
        <Guard permission="administer_events">
          <span>events admin</span>
        </Guard>
        <Guard permission="administer_settings" fallback={<span>no settings</span>}>
          <span>settings admin</span>
        </Guard>
      </>
    </MockedProvider>,
  );
}

describe("Guard", () => {
  it("shows content only when the requirements hold, else the fallback (default nothing)", () => {
    renderWithUser({ id: "1", email: "e@example.com", permissions: ["administer_events"] });
    expect(screen.getByText("always")).toBeTruthy();
    expect(screen.getByText("signed in")).toBeTruthy();
    expect(screen.queryByText("please log in")).toBeNull();
    expect(screen.getByText("events admin")).toBeTruthy();
    expect(screen.getByText("no settings")).toBeTruthy();
    expect(screen.queryByText("settings admin")).toBeNull();
  });

  it("shows fallbacks to anonymous visitors", () => {
    renderWithUser(null);
    expect(screen.getByText("always")).toBeTruthy();
    expect(screen.getByText("please log in")).toBeTruthy();
    expect(screen.queryByText("signed in")).toBeNull();
    expect(screen.queryByText("events admin")).toBeNull();
    expect(screen.getByText("no settings")).toBeTruthy();
  });
});
