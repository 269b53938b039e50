import type { LoaderFunctionArgs } from "react-router";
import type { AppServices } from "../../../../app/services";
import { AuthenticateDocument, type AuthenticateQuery } from "../../../../generated/graphql";
import type {
  AdminEventFormOptionsQuery,
  AdminEventFormQuery,
  AdminEventFormQueryVariables,
  AdminEventOverviewQuery,
  AdminEventOverviewQueryVariables,
  AdminEventSeriesQuery,
  AdminEventSeriesQueryVariables,
  AdminEventsQuery,
  AdminOccasionFormEventQuery,
  AdminOccasionFormEventQueryVariables,
  AdminOccasionFormQuery,
  AdminOccasionFormQueryVariables,
} from "../../../../generated/admin";
import { adminDocuments } from "../../adminDocuments";
import { requireAccess } from "../../../../shared/auth/auth";
import { VENUE_PAGE_PERMISSIONS, venueAbilities } from "../../permissions";
import type { AppRouteHandle } from "../../../../shared/routing/handle";
import { localizedPath } from "../../../../shared/routing/paths";
import { adminPaths } from "../adminPaths";

/** Every event and occasion form needs this (SPEC section 2); the lists and pages also open to sell_tickets (issue 34). */
export const EVENTS_PERMISSION = "administer_events";

export interface AdminEventLoaderData {
  event: { id: string; name: string };
}

/**
 * The loaders of /admin/events and below: each applies the access rule first, then preloads its screen's data
 * into the Apollo cache (the screens' hooks read it from there). The event's branch returns what its
 * breadcrumb says; the occasion's breadcrumb is its branch's (features/admin/occasion).
 */
export function eventAdminLoaders({ client, preloader }: AppServices) {
  const guard = () => requireAccess(client, { permission: EVENTS_PERMISSION });
  // The lists and pages that lead to an occasion's box office: the events administrator's, and a seller's (issue 34).
  const venueGuard = () => requireAccess(client, { anyOf: VENUE_PAGE_PERMISSIONS });
  const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? "";
  const formOptions = async () => preloader.query<AdminEventFormOptionsQuery>((await adminDocuments()).AdminEventFormOptionsDocument);

  return {
    events: async () => {
      venueGuard();
      const { AdminEventsDocument } = await adminDocuments();
      await preloader.query<AdminEventsQuery>(AdminEventsDocument);
      return null;
    },
    createEvent: async () => {
      guard();
      await formOptions();
      return null;
    },
    /**
     * The branch of an event's pages: its breadcrumb, and the event page's data. Each page checks its own
     * permission; one without administer_events or sell_tickets (an occasion's booking, for administer_bookings) gets no crumb.
     */
    event: async (args: LoaderFunctionArgs): Promise<AdminEventLoaderData | null> => {
      const user = client.readQuery<AuthenticateQuery>({ query: AuthenticateDocument })?.authenticate.user;
      if (!venueAbilities(user?.permissions ?? []).open) return null;
      const { AdminEventOverviewDocument } = await adminDocuments();
      const { adminEvent } = await preloader.query<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>(AdminEventOverviewDocument, {
        variables: { id: param(args, "eventId") },
      });
      return { event: { id: adminEvent.id, name: adminEvent.name } };
    },
    /** The event page: the event comes with the branch (`event`), its series (season tickets) here. */
    eventPage: async (args: LoaderFunctionArgs) => {
      venueGuard();
      const { AdminEventSeriesDocument } = await adminDocuments();
      await preloader.query<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>(AdminEventSeriesDocument, {
        variables: { eventId: param(args, "eventId") },
      });
      return null;
    },
    editEvent: async (args: LoaderFunctionArgs) => {
      guard();
      const { AdminEventFormDocument } = await adminDocuments();
      await Promise.all([
        preloader.query<AdminEventFormQuery, AdminEventFormQueryVariables>(AdminEventFormDocument, {
          variables: { id: param(args, "eventId") },
        }),
        formOptions(),
      ]);
      return null;
    },
    createOccasion: async (args: LoaderFunctionArgs) => {
      guard();
      const { AdminOccasionFormEventDocument } = await adminDocuments();
      await Promise.all([
        preloader.query<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>(AdminOccasionFormEventDocument, {
          variables: { eventId: param(args, "eventId") },
        }),
        formOptions(),
      ]);
      return null;
    },
    editOccasion: async (args: LoaderFunctionArgs) => {
      guard();
      const { AdminOccasionFormDocument, AdminOccasionFormEventDocument } = await adminDocuments();
      await Promise.all([
        preloader.query<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>(AdminOccasionFormDocument, {
          variables: { id: param(args, "occasionId") },
        }),
        preloader.query<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>(AdminOccasionFormEventDocument, {
          variables: { eventId: param(args, "eventId") },
        }),
        formOptions(),
      ]);
      return null;
    },
  };
}

const pageCrumb =
  (key: string, path: (params: Record<string, string | undefined>) => string): AppRouteHandle["crumb"] =>
  ({ lng, t, params }) => ({ label: t(key), to: localizedPath(lng, path(params)) });

/** The breadcrumbs: the event's name, and the create and edit pages. */
export const eventAdminHandles = {
  createEvent: { crumb: pageCrumb("adminEvents.createTitle", () => adminPaths.createEvent()) },
  event: {
    crumb: ({ lng, data }) => {
      const event = (data as AdminEventLoaderData | undefined)?.event;
      return event ? { label: event.name, to: localizedPath(lng, adminPaths.event(event.id)) } : null;
    },
  },
  editEvent: { crumb: pageCrumb("adminEvents.edit", (params) => adminPaths.editEvent(params["eventId"] ?? "")) },
  createOccasion: { crumb: pageCrumb("adminOccasions.createTitle", (params) => adminPaths.createOccasion(params["eventId"] ?? "")) },
  editOccasion: {
    crumb: pageCrumb("adminEvents.edit", (params) => adminPaths.editOccasion(params["eventId"] ?? "", params["occasionId"] ?? "")),
  },
} satisfies Record<string, AppRouteHandle>;
