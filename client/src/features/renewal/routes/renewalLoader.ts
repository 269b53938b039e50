import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  CheckoutSettingsDocument,
  PaymentMethodsDocument,
  PlanSpacesDocument,
  RenewalDocument,
  RenewalMapDocument,
  RenewalPaymentDocument,
  SettingsDocument,
  type CheckoutSettingsQuery,
  type PaymentMethodsQuery,
  type PlanSpacesQuery,
  type PlanSpacesQueryVariables,
  type RenewalMapQuery,
  type RenewalMapQueryVariables,
  type RenewalPaymentQuery,
  type RenewalPaymentQueryVariables,
  type RenewalQuery,
  type RenewalQueryVariables,
  type SettingsQuery,
} from "../../../generated/graphql";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";

/** A route error the preloader made from a 404 (an unknown link or payment) or a 400 (a malformed uuid). */
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const init = (error as { init?: { status?: number } | null }).init;
  return init?.status === 404 || init?.status === 400;
}

/** The query's answer, or null when it answers missing or malformed; other errors are thrown (the error page). */
async function unlessNotFound<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface RenewalLoaderData {
  uuid: string;
  /** False for an unknown or malformed link: the page says so. */
  found: boolean;
  eventName: string | null;
  timeZone: string | undefined;
  /** The plan's sanitized SVG, or null when it could not be loaded (the seat list still works). */
  svg: string | null;
}

/**
 * /renewals/:uuid: the renewal (reading it sets the booking's draft cookie in this browser), the checkout
 * settings and payment methods, then the map: the plan's SVG, its places and the occupancy.
 */
export function createRenewalLoader(preloader: Preloader) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<RenewalLoaderData> => {
    const uuid = params["uuid"] ?? "";
    const [result, settings] = await Promise.all([
      unlessNotFound(preloader.query<RenewalQuery, RenewalQueryVariables>(RenewalDocument, { variables: { uuid } })),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
      preloader.query<CheckoutSettingsQuery>(CheckoutSettingsDocument),
      preloader.query<PaymentMethodsQuery>(PaymentMethodsDocument),
    ]);
    const timeZone = settings?.settings.timeZone;
    if (!result) return { uuid, found: false, eventName: null, timeZone, svg: null };
    const { renewal } = result;
    const [svg] = await Promise.all([
      fetchPlanSvg(renewal.planId, request?.signal),
      preloader.query<PlanSpacesQuery, PlanSpacesQueryVariables>(PlanSpacesDocument, { variables: { id: renewal.planId } }),
      preloader.query<RenewalMapQuery, RenewalMapQueryVariables>(RenewalMapDocument, { variables: { uuid } }),
    ]);
    return { uuid, found: true, eventName: renewal.eventName, timeZone, svg };
  };
}

export interface RenewalPaymentLoaderData {
  uuid: string;
  paymentId: string;
  /** False when the link or the payment is unknown. */
  found: boolean;
  eventName: string | null;
  timeZone: string | undefined;
}

/** /renewals/:uuid/payments/:paymentId: the payment attempt and where the renewal stands after it. */
export function createRenewalPaymentLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<RenewalPaymentLoaderData> => {
    const uuid = params["uuid"] ?? "";
    const paymentId = params["paymentId"] ?? "";
    const [result, settings] = await Promise.all([
      unlessNotFound(
        preloader.query<RenewalPaymentQuery, RenewalPaymentQueryVariables>(RenewalPaymentDocument, { variables: { uuid, paymentId } }),
      ),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
    ]);
    return {
      uuid,
      paymentId,
      found: result !== null,
      eventName: result?.renewalPayment.renewal.eventName ?? null,
      timeZone: settings?.settings.timeZone,
    };
  };
}
