import { redirect, type LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  CheckoutSettingsDocument,
  PaymentMethodsDocument,
  SeriesMapDocument,
  SeriesOrderDocument,
  SeriesOrderResultDocument,
  SettingsDocument,
  type CheckoutSettingsQuery,
  type PaymentMethodsQuery,
  type SeriesMapQuery,
  type SeriesMapQueryVariables,
  type SeriesOrderQuery,
  type SeriesOrderQueryVariables,
  type SeriesOrderResultQuery,
  type SeriesOrderResultQueryVariables,
  type SettingsQuery,
} from "../../../generated/graphql";

/** A route error the preloader made from a 404 (a lapsed or another's order) or a 400 (a malformed uuid). */
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const init = (error as { init?: { status?: number } | null }).init;
  return init?.status === 404 || init?.status === 400;
}

async function unlessNotFound<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface SeriesCheckoutLoaderData {
  uuid: string;
  /** False when the order cannot be read here (lapsed, unknown or another browser's). */
  found: boolean;
  /** The order's series (its name, dates and price list are in the cache), when the order was read. */
  series: { id: string; name: string } | null;
  event: { id: string; name: string } | null;
  timeZone: string | undefined;
}

async function loadSeries(preloader: Preloader, seriesId: string | null) {
  if (!seriesId) return { series: null, event: null };
  const result = await unlessNotFound(
    preloader.query<SeriesMapQuery, SeriesMapQueryVariables>(SeriesMapDocument, { variables: { id: seriesId } }),
  );
  return {
    series: result ? { id: result.series.id, name: result.series.name } : null,
    event: result ? { id: result.series.event.id, name: result.series.event.name } : null,
  };
}

/**
 * /series/orders/:uuid: the season ticket order being checked out (SeriesOrder, while a draft or waiting for payment),
 * its series, the checkout settings and the payment methods. An order booked already goes to its success page; one that
 * cannot be read is no route error: the page says it is no longer held.
 */
export function createSeriesCheckoutLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<SeriesCheckoutLoaderData> => {
    const uuid = params["uuid"] ?? "";
    const [result, settings] = await Promise.all([
      unlessNotFound(preloader.query<SeriesOrderQuery, SeriesOrderQueryVariables>(SeriesOrderDocument, { variables: { uuid } })),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
      preloader.query<CheckoutSettingsQuery>(CheckoutSettingsDocument),
      preloader.query<PaymentMethodsQuery>(PaymentMethodsDocument),
    ]);
    if (!result) {
      // Checked out already (a reload, the back button): its success page, not 'no longer held'.
      const done = await unlessNotFound(
        preloader.query<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>(SeriesOrderResultDocument, { variables: { uuid } }),
      );
      if (done?.seriesOrderResult.status === "booked") throw redirect(`/${params["lng"] ?? ""}/series/orders/${uuid}/success`);
    }
    const names = await loadSeries(preloader, result?.seriesOrder.seriesId ?? null);
    return { uuid, found: result !== null, ...names, timeZone: settings?.settings.timeZone };
  };
}

/** The season ticket's result pages (success, pending, expired): where the order stands now, in any status. */
export function createSeriesResultLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<SeriesCheckoutLoaderData> => {
    const uuid = params["uuid"] ?? "";
    const [result, settings] = await Promise.all([
      unlessNotFound(
        preloader.query<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>(SeriesOrderResultDocument, { variables: { uuid } }),
      ),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
    ]);
    const names = await loadSeries(preloader, result?.seriesOrderResult.seriesId ?? null);
    return { uuid, found: result !== null, ...names, timeZone: settings?.settings.timeZone };
  };
}
