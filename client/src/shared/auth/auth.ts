import { useQuery } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { data } from "react-router";
import { AuthenticateDocument, type AuthenticateQuery } from "../../generated/graphql";

export type AuthUser = NonNullable<AuthenticateQuery["authenticate"]["user"]>;

/** SPEC section 6: a permission check is true when the user's list contains it; without a user the list is empty. */
export function hasPermission(user: Pick<AuthUser, "permissions"> | null | undefined, permission: string): boolean {
  return (user?.permissions ?? []).includes(permission);
}

/** What a route asks: a signed-in user, a permission, or any one of several (issue 34: the seller's way to the box office). */
export interface AccessRequirements {
  loggedIn?: boolean;
  permission?: string;
  anyOf?: readonly string[];
}

/** Whether access requirements hold: logged in when asked, and the permission (or one of `anyOf`) when named. */
export function meetsRequirements(user: AuthUser | null | undefined, requirements: AccessRequirements): boolean {
  if ((requirements.loggedIn || requirements.permission || requirements.anyOf) && !user) return false;
  if (requirements.anyOf && !requirements.anyOf.some((permission) => hasPermission(user, permission))) return false;
  return requirements.permission ? hasPermission(user, requirements.permission) : true;
}

/** The signed-in user from the cached `authenticate` (loaded by the root middleware before any route). */
export function useAuthUser(): AuthUser | null {
  const { data: result } = useQuery<AuthenticateQuery>(AuthenticateDocument, {
    fetchPolicy: "cache-first",
    context: { withoutLanguage: true },
  });
  return result?.authenticate.user ?? null;
}

/**
 * SPEC section 5's access rule for route loaders: a route marked authenticated answers 401 Unauthorized
 * to anonymous visitors; a route needing a permission answers 403 Forbidden without it.
 */
export function requireAccess(client: ApolloClient, requirements: AccessRequirements): AuthUser | null {
  const user = client.readQuery<AuthenticateQuery>({ query: AuthenticateDocument })?.authenticate.user ?? null;
  if ((requirements.loggedIn || requirements.permission || requirements.anyOf) && !user)
    throw data(null, { status: 401, statusText: "Unauthorized" });
  if (!meetsRequirements(user, requirements)) throw data(null, { status: 403, statusText: "Forbidden" });
  return user;
}
