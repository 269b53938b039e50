import type { AuthChecker } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { DomainError } from "../../common/errors.js";
import { toGraphQLError } from "../i18n/translated-errors.js";
import type { Identity } from "./access.service.js";
import type { Permission } from "./permissions.js";

/**
 * The one authorization rule (SPEC sections 5 and 6): no user is 401 UNAUTHENTICATED; a user without
 * every required permission is 403 FORBIDDEN. Nothing else runs before it passes.
 */
export function authorize(identity: Identity, permissions: readonly Permission[] = []): NonNullable<Identity["user"]> {
  const user = identity.user;
  if (!user) throw new DomainError("UNAUTHENTICATED", "errors.unauthorized");
  if (!permissions.every((permission) => user.permissions.includes(permission))) throw new DomainError("FORBIDDEN", "errors.forbidden");
  return user;
}

/**
 * The duties that see every event and occasion, published or not (the box office needs them as much as the events
 * admin; a seller opens the occasion page of an unpublished date).
 */
export const VENUE_ADMIN_PERMISSIONS: readonly Permission[] = ["administer_events", "administer_bookings", "sell_tickets"];

/**
 * Who reads every event and date, published or not, to work with them: the venue's administrators, and a voucher
 * administrator, who scopes a campaign to events and dates and holds places of a date back for its codes (issue 38).
 */
export const CATALOGUE_READ_PERMISSIONS: readonly Permission[] = [...VENUE_ADMIN_PERMISSIONS, "administer_vouchers"];

/** Like authorize, for data any of several duties needs: a user with at least one of `permissions`. */
export function authorizeAny(identity: Identity, permissions: readonly Permission[]): NonNullable<Identity["user"]> {
  const user = authorize(identity);
  if (!permissions.some((permission) => user.permissions.includes(permission))) throw new DomainError("FORBIDDEN", "errors.forbidden");
  return user;
}

/** Whether the caller sees unpublished events and occasions (VENUE_ADMIN_PERMISSIONS). */
export function administersVenue(identity: Identity): boolean {
  const permissions = identity.user?.permissions ?? [];
  return VENUE_ADMIN_PERMISSIONS.some((permission) => permissions.includes(permission));
}

/**
 * type-graphql's @Authorized(...permissions) on every non-public query and mutation. It runs outside the
 * global middlewares, so it converts its refusal to the coded GraphQL error itself.
 */
export const authChecker: AuthChecker<RequestContext, Permission> = ({ context }, permissions) => {
  try {
    authorize(context.identity, permissions);
  } catch (error) {
    if (error instanceof DomainError) throw toGraphQLError(error, context.language);
    throw error;
  }
  return true;
};
