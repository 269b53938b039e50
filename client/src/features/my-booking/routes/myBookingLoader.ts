import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  MyBookingDocument,
  ReceiptSellerDocument,
  SettingsDocument,
  type MyBookingQuery,
  type MyBookingQueryVariables,
  type ReceiptSellerQuery,
  type SettingsQuery,
} from "../../../generated/graphql";

/** A route error the preloader made from a 404 (an unknown or altered link) or a 400. */
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const init = (error as { init?: { status?: number } | null }).init;
  return init?.status === 404 || init?.status === 400;
}

export interface MyBookingLoaderData {
  token: string;
  /** False for an unknown, altered or malformed link: the page says so. */
  found: boolean;
  eventName: string | null;
  timeZone: string | undefined;
}

/** /my-booking/:token: the booking behind the link (any browser: the token is the capability), the venue's time zone and seller. */
export function createMyBookingLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<MyBookingLoaderData> => {
    const token = params["token"] ?? "";
    const [result, settings] = await Promise.all([
      preloader.query<MyBookingQuery, MyBookingQueryVariables>(MyBookingDocument, { variables: { token } }).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
      preloader.query<ReceiptSellerQuery>(ReceiptSellerDocument).catch(() => null),
    ]);
    return { token, found: result !== null, eventName: result?.myBooking.eventName ?? null, timeZone: settings?.settings.timeZone };
  };
}
