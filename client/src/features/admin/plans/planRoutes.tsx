import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import type { AdminPlanQuery, AdminPlanQueryVariables } from "../../../generated/admin";
import { adminDocuments } from "../adminDocuments";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

export const PLANS_PERMISSION = "administer_plans";

export interface PlanLoaderData {
  plan: { id: string; name: string };
}

const screens = {
  PlansRouteError: async () => (await import("./PlansRouteError")).PlansRouteError,
  PlansPage: async () => (await import("./PlansPage")).PlansPage,
  PlanCreatePage: async () => (await import("./PlanCreatePage")).PlanCreatePage,
  PlanEditorPage: async () => (await import("./PlanEditorPage")).PlanEditorPage,
};

const crumb = (key: string, path: string): AppRouteHandle => ({ crumb: ({ lng, t }) => ({ label: t(key), to: localizedPath(lng, path) }) });

/** /admin/settings/plans (administer_plans): the plans list, create and the editor's tabs (issue 14). */
export function planSettingsRoutes({ client, preloader }: AppServices): RouteObject[] {
  const guard = () => {
    requireAccess(client, { permission: PLANS_PERMISSION });
    return null;
  };
  return [
    {
      path: "plans",
      loader: guard,
      // A user without the permission (any plans screen, the editor's tabs included) is told so in words.
      lazy: { ErrorBoundary: screens.PlansRouteError },
      handle: crumb("admin.plans", "/admin/settings/plans"),
      children: [
        { index: true, lazy: { Component: screens.PlansPage } },
        {
          path: "create",
          handle: crumb("planEditor.createTitle", "/admin/settings/plans/create"),
          lazy: { Component: screens.PlanCreatePage },
        },
        {
          path: ":planId/:tab?",
          loader: async (args: LoaderFunctionArgs): Promise<PlanLoaderData> => {
            guard();
            const { AdminPlanDocument } = await adminDocuments();
            const { plan } = await preloader.query<AdminPlanQuery, AdminPlanQueryVariables>(AdminPlanDocument, {
              variables: { id: args.params["planId"] ?? "" },
            });
            return { plan: { id: plan.id, name: plan.name } };
          },
          handle: {
            crumb: ({ lng, data }) => {
              const plan = (data as PlanLoaderData | undefined)?.plan;
              return plan ? { label: plan.name, to: localizedPath(lng, `/admin/settings/plans/${plan.id}`) } : null;
            },
          } satisfies AppRouteHandle,
          lazy: { Component: screens.PlanEditorPage },
        },
      ],
    },
  ];
}
