import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { data, type LoaderFunctionArgs } from "react-router";
import type { AppServices } from "../../../app/services";
import { AuthenticateDocument, type AuthenticateQuery } from "../../../generated/graphql";
import type {
  OccasionAdminOverviewQuery,
  OccasionAdminOverviewQueryVariables,
  OccasionAdminSettingsQuery,
  OccasionAdminTicketsQuery,
  OccasionAdminTicketsQueryVariables,
} from "../../../generated/admin";
import { requireAccess } from "../../../shared/auth/auth";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { adminDocuments } from "../adminDocuments";
import { VENUE_PAGE_PERMISSIONS, venueAbilities } from "../permissions";

/** The occasion's page opens to the events administrator and to the seller (issue 34); each part checks its own. */
const PERMISSIONS = VENUE_PAGE_PERMISSIONS;

/** What the occasion's breadcrumb needs. */
export interface OccasionHeader {
  occasion: { id: string; eventId: string; name: string; startTime: string };
  timeZone: string | undefined;
}

export interface OccasionAdminLoaderData extends OccasionHeader {
  /** The plan's sanitized SVG, or null when it could not be loaded. */
  svg: string | null;
}

/** The occasion's name, or its start 'dd.MM.yyyy HH:mm' in the venue's time zone when it has none. */
export function occasionLabel(occasion: { name: string; startTime: string }, timeZone: string | undefined): string {
  return occasion.name.trim() || `${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`;
}

/** The occasion (404 when it is not the URL's event's) and the venue's time zone, through the preloader's cache. */
async function loadHeader({ preloader }: AppServices, params: LoaderFunctionArgs["params"]) {
  const { OccasionAdminOverviewDocument, OccasionAdminSettingsDocument } = await adminDocuments();
  const [overview, settings] = await Promise.all([
    preloader.query<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>(OccasionAdminOverviewDocument, {
      variables: { id: params["occasionId"] ?? "" },
    }),
    preloader.query<OccasionAdminSettingsQuery>(OccasionAdminSettingsDocument).catch(() => null),
  ]);
  const occasion = overview.adminOccasion;
  if (occasion.eventId !== params["eventId"]) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return {
    overview: occasion,
    header: {
      occasion: { id: occasion.id, eventId: occasion.eventId, name: occasion.name, startTime: occasion.startTime },
      timeZone: settings?.settings.timeZone,
    } satisfies OccasionHeader,
  };
}

/**
 * /admin/events/:eventId/occasions/:occasionId (the branch of the occasion's pages): the breadcrumb's data.
 * Its pages check their own permissions; one without administer_events or sell_tickets (a booking's page,
 * for administer_bookings) simply gets no occasion crumb.
 */
export function createOccasionBranchLoader(services: AppServices) {
  return async ({ params }: LoaderFunctionArgs): Promise<OccasionHeader | null> => {
    const user = services.client.readQuery<AuthenticateQuery>({ query: AuthenticateDocument })?.authenticate.user;
    if (!venueAbilities(user?.permissions ?? []).open) return null;
    return (await loadHeader(services, params)).header;
  };
}

/**
 * The occasion's index: access (administer_events or sell_tickets), the occasion with its plan, the plan's map
 * and, for sell_tickets, the tickets (the map is drawn once, with who holds what).
 */
export function createOccasionAdminLoader(services: AppServices) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<OccasionAdminLoaderData> => {
    const user = requireAccess(services.client, { anyOf: PERMISSIONS });
    const occasionId = params["occasionId"] ?? "";
    const { OccasionAdminTicketsDocument } = await adminDocuments();
    const [{ overview, header }] = await Promise.all([
      loadHeader(services, params),
      venueAbilities(user?.permissions ?? []).sell
        ? services.preloader.query<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>(OccasionAdminTicketsDocument, {
            variables: { occasionId },
          })
        : null,
    ]);
    return { ...header, svg: await fetchPlanSvg(overview.plan.id, request?.signal) };
  };
}

/** The occasion's crumb: its name or start, linking to its index. */
export const occasionBranchHandle: AppRouteHandle = {
  crumb: ({ lng, data: loaded }) => {
    const header = loaded as OccasionHeader | null | undefined;
    if (!header) return null;
    const { occasion, timeZone } = header;
    return {
      label: occasionLabel(occasion, timeZone),
      to: localizedPath(lng, `/admin/events/${occasion.eventId}/occasions/${occasion.id}`),
    };
  },
};
