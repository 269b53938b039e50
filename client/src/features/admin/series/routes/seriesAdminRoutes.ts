import type { LoaderFunctionArgs } from "react-router";
import type { AppServices } from "../../../../app/services";
import type {
  AdminEventFormOptionsQuery,
  AdminEventSeriesQuery,
  AdminEventSeriesQueryVariables,
  AdminSeriesFormEventQuery,
  AdminSeriesFormEventQueryVariables,
  AdminSeriesFormQuery,
  AdminSeriesFormQueryVariables,
} from "../../../../generated/admin";
import { requireAccess } from "../../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../../shared/routing/handle";
import { localizedPath } from "../../../../shared/routing/paths";
import { adminDocuments } from "../../adminDocuments";
import { adminPaths } from "../../event/adminPaths";
import { EVENTS_PERMISSION } from "../../event/routes/eventAdminRoutes";

/**
 * The loaders of an event's series forms (administer_events): the access rule first, then the form's data into the
 * Apollo cache: the event's dates, its series (whose dates are taken), the series itself, the form's options.
 */
export function seriesAdminLoaders({ client, preloader }: AppServices) {
  const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? "";
  const common = async (args: LoaderFunctionArgs) => {
    const documents = await adminDocuments();
    const eventId = param(args, "eventId");
    return [
      preloader.query<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>(documents.AdminSeriesFormEventDocument, {
        variables: { eventId },
      }),
      preloader.query<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>(documents.AdminEventSeriesDocument, {
        variables: { eventId },
      }),
      preloader.query<AdminEventFormOptionsQuery>(documents.AdminEventFormOptionsDocument),
    ];
  };

  return {
    createSeries: async (args: LoaderFunctionArgs) => {
      requireAccess(client, { permission: EVENTS_PERMISSION });
      await Promise.all(await common(args));
      return null;
    },
    editSeries: async (args: LoaderFunctionArgs) => {
      requireAccess(client, { permission: EVENTS_PERMISSION });
      const { AdminSeriesFormDocument } = await adminDocuments();
      await Promise.all([
        ...(await common(args)),
        preloader.query<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>(AdminSeriesFormDocument, {
          variables: { id: param(args, "seriesId") },
        }),
      ]);
      return null;
    },
  };
}

/** The breadcrumbs of the create and edit pages. */
export const seriesAdminHandles = {
  createSeries: {
    crumb: ({ lng, t, params }) => ({
      label: t("adminSeries.createTitle"),
      to: localizedPath(lng, adminPaths.createSeries(params["eventId"] ?? "")),
    }),
  },
  editSeries: {
    crumb: ({ lng, t, params }) => ({
      label: t("adminSeries.editTitle"),
      to: localizedPath(lng, adminPaths.editSeries(params["eventId"] ?? "", params["seriesId"] ?? "")),
    }),
  },
} satisfies Record<string, AppRouteHandle>;
