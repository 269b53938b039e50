import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  AddonsDocument,
  CheckoutDraftDocument,
  CheckoutResultDocument,
  CheckoutSettingsDocument,
  OccasionDocument,
  PaymentMethodsDocument,
  ReceiptSellerDocument,
  SettingsDocument,
  type AddonsQuery,
  type CheckoutDraftQuery,
  type CheckoutDraftQueryVariables,
  type CheckoutResultQuery,
  type CheckoutResultQueryVariables,
  type CheckoutSettingsQuery,
  type OccasionQuery,
  type OccasionQueryVariables,
  type PaymentMethodsQuery,
  type ReceiptSellerQuery,
  type SettingsQuery,
} from "../../../generated/graphql";
import { getStoredDraft } from "../../../shared/booking/draftStore";

export interface CheckoutLoaderData {
  occasion: { id: string; startTime: string; event: { id: string; name: string } };
  timeZone: string | undefined;
  /** The draft's uuid (from the URL, else the stored one), or null when there is none. */
  uuid: string | null;
  /** False when the draft is missing, expired or not this browser's ('booking expired or missing'). */
  found: boolean;
}

/** A route error the preloader made from a 404 (a missing or expired draft) or a 400 (a malformed uuid). */
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const init = (error as { init?: { status?: number } | null }).init;
  return init?.status === 404 || init?.status === 400;
}

/** Whether the query's answer belongs here; false when it answers missing (404) or malformed (400), other errors thrown. */
async function foundWhere<T>(query: Promise<T>, belongs: (result: T) => boolean): Promise<boolean> {
  try {
    return belongs(await query);
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function loadOccasion(preloader: Preloader, id: string) {
  const [result, settings] = await Promise.all([
    preloader.query<OccasionQuery, OccasionQueryVariables>(OccasionDocument, { variables: { id } }),
    preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
  ]);
  const { occasion } = result;
  return {
    occasion: { id: occasion.id, startTime: occasion.startTime, event: { id: occasion.event.id, name: occasion.event.name } },
    timeZone: settings?.settings.timeZone,
  };
}

/**
 * /occasions/:occasionId/checkout[/:uuid]: the occasion (space and ticket type names), the checkout
 * settings, the payment methods, the addons and the draft. A draft that cannot be loaded is not a route
 * error: the page says 'booking expired or missing'.
 */
export function createCheckoutLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<CheckoutLoaderData> => {
    const occasionId = params["occasionId"] ?? "";
    const stored = getStoredDraft();
    const uuid = params["uuid"] ?? (stored && (!stored.occasionId || stored.occasionId === occasionId) ? stored.uuid : null);
    const [base, found] = await Promise.all([
      loadOccasion(preloader, occasionId),
      uuid
        ? foundWhere(
            preloader.query<CheckoutDraftQuery, CheckoutDraftQueryVariables>(CheckoutDraftDocument, { variables: { uuid } }),
            (result) => result.draft.occasionId === occasionId,
          )
        : Promise.resolve(false),
      preloader.query<CheckoutSettingsQuery>(CheckoutSettingsDocument),
      preloader.query<PaymentMethodsQuery>(PaymentMethodsDocument),
      preloader.query<AddonsQuery>(AddonsDocument),
    ]);
    return { ...base, uuid, found };
  };
}

export interface CheckoutResultLoaderData {
  occasion: CheckoutLoaderData["occasion"];
  timeZone: string | undefined;
  uuid: string;
  /** False when the booking is missing or not this browser's. */
  found: boolean;
}

/** The success, pending and expired pages: where the booking stands now. */
export function createCheckoutResultLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<CheckoutResultLoaderData> => {
    const occasionId = params["occasionId"] ?? "";
    const uuid = params["uuid"] ?? "";
    const [base, found] = await Promise.all([
      loadOccasion(preloader, occasionId),
      foundWhere(
        preloader.query<CheckoutResultQuery, CheckoutResultQueryVariables>(CheckoutResultDocument, { variables: { uuid } }),
        (result) => result.checkoutResult.occasionId === occasionId,
      ),
      // The receipt's seller lines: the page shows without them if they cannot be read.
      preloader.query<ReceiptSellerQuery>(ReceiptSellerDocument).catch(() => null),
    ]);
    return { ...base, uuid, found };
  };
}
