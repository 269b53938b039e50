import type { RouteObject } from "react-router";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { AccountPage } from "./AccountPage";

const accountCrumb: AppRouteHandle = { crumb: ({ lng, t }) => ({ label: t("account.title"), to: localizedPath(lng, "/account") }) };

/** /account: login when anonymous, my account when signed in. */
export function accountRoutes(): RouteObject[] {
  return [{ path: "account", Component: AccountPage, handle: accountCrumb }];
}
