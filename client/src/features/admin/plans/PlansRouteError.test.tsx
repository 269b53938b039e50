import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../app/providers/AppProviders";
import { createRoutes } from "../../../app/routing/routes";
import { createAppServices } from "../../../app/services";
import { createI18n } from "../../../shared/i18n/i18n";
import { createFakeServer } from "../../../shared/test/fakeServer";

function renderAs(permissions: string[], url: string) {
  const server = createFakeServer({
    Authenticate: () => ({
      data: {
        authenticate: {
          __typename: "Authentication",
          csrfToken: "csrf-1",
          user: { __typename: "User", id: "u1", email: "events@example.fi", permissions },
        },
      },
    }),
    AdminPlan: () => ({ data: null, errors: [{ message: "Plan not found", extensions: { code: "NOT_FOUND", status: 404 } }] }),
  });
  const services = createAppServices({ i18n: createI18n(), fetchImpl: server.fetch });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [url] });
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("the plans screens without the permission to administer plans (issue 35 trial)", () => {
  it("refuses the plan editor's places tab in words, not with the unexpected-error page", async () => {
    renderAs(["administer_events"], "/en/admin/settings/plans/plan-1/places");
    expect(
      await screen.findByText("You do not have the permission to administer seating plans. Ask an administrator for it."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "No permission" })).toBeTruthy();
    expect(screen.queryByText("Oops!")).toBeNull();
    expect(screen.queryByText(/403/)).toBeNull();
  });

  it("refuses in the page's language", async () => {
    renderAs(["administer_events"], "/fi/admin/settings/plans/plan-1");
    expect(await screen.findByText("Sinulla ei ole oikeutta hallinnoida salikarttoja. Pyydä oikeutta ylläpitäjältä.")).toBeTruthy();
    expect(screen.queryByText("Hups!")).toBeNull();
  });

  it("keeps the error page for other errors (a plan that is not there)", async () => {
    renderAs(["administer_plans"], "/en/admin/settings/plans/missing");
    expect(await screen.findByTestId("error-status")).toBeTruthy();
    expect(screen.getByTestId("error-status").textContent).toMatch(/^404/);
    expect(screen.queryByText("No permission")).toBeNull();
  });
});
