import { useLanguagesQuery } from "../../../generated/graphql";
import { useAdminEventFormOptionsQuery } from "../../../generated/admin";

/** What the event and occasion forms offer: the site's languages (default first), plans, ticket types and addons. */
export function useEventFormOptions() {
  // Languages come with the app's start; plans and ticket types with the route.
  const { data: languagesData } = useLanguagesQuery({ context: { withoutLanguage: true } });
  const { data } = useAdminEventFormOptionsQuery();
  if (!languagesData || !data) return null;
  return { languages: languagesData.languages, plans: data.plans, ticketTypes: data.ticketTypes, addons: data.adminAddons };
}
