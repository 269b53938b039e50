import type { RouteObject } from "react-router";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const accountCrumb: AppRouteHandle = { crumb: ({ lng, t }) => ({ label: t("account.title"), to: localizedPath(lng, "/account") }) };

/**
 * /account: login when anonymous, my account when signed in. The screen's code (forms, API tokens)
 * is loaded on first visit (route `lazy`), not with the public pages.
 */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: "account",
      lazy: { Component: async () => (await import("./AccountPage")).AccountPage },
      handle: accountCrumb,
    },
  ];
}
