import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  SettingsDocument,
  WaitingListOfferDocument,
  type SettingsQuery,
  type WaitingListOfferQuery,
  type WaitingListOfferQueryVariables,
} from "../../../generated/graphql";

/** A route error the preloader made from a 404 (an unknown or altered link) or a 400. */
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const init = (error as { init?: { status?: number } | null }).init;
  return init?.status === 404 || init?.status === 400;
}

export interface WaitingListOfferLoaderData {
  /** Null for an unknown, altered or malformed link: the page says so. */
  offer: WaitingListOfferQuery["waitingListOffer"] | null;
  timeZone: string | undefined;
}

/**
 * /waiting-list/:token: the offer behind the link (any browser: the token is the capability; while the offer is open the
 * answer sets the cookie of the draft holding the places), and the venue's time zone.
 */
export function createWaitingListOfferLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<WaitingListOfferLoaderData> => {
    const token = params["token"] ?? "";
    const [result, settings] = await Promise.all([
      preloader
        .query<WaitingListOfferQuery, WaitingListOfferQueryVariables>(WaitingListOfferDocument, { variables: { token } })
        .catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        }),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
    ]);
    return { offer: result?.waitingListOffer ?? null, timeZone: settings?.settings.timeZone };
  };
}
