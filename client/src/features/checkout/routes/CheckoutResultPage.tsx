import { Alert, Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigate } from "react-router";
import {
  useAddonsQuery,
  useCheckoutResultQuery,
  useOccasionQuery,
  useReceiptSellerQuery,
  type CheckoutResultQuery,
} from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { clearStoredDraft, getStoredDraft } from "../../../shared/booking/draftStore";
import { CheckoutSummary, summaryTickets } from "../../../shared/checkout/CheckoutSummary";
import { ExpiredNotice } from "../components/ExpiredNotice";
import { BookingStateNotice } from "../components/BookingStateNotice";
import { SellerDetails } from "../../../shared/checkout/SellerDetails";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { formatCents } from "../../../shared/i18n/money";
import type { CheckoutResultLoaderData } from "./checkoutLoader";

export type ResultKind = "success" | "pending" | "expired";

const PROVIDER_NAMES: Record<string, string> = { paytrail: "Paytrail", vismapay: "Visma Pay", ceepos: "Ceepos" };

/** What the customer is told of a payment going back (a second payment of a booking already paid), by its refund's status. */
export function returnedKey(refundStatus: string): string {
  if (refundStatus === "refunded") return "checkout.returnedRefunded";
  if (refundStatus === "owed" || refundStatus === "failed") return "checkout.returnedOwed";
  return "checkout.returnedPending";
}

const POLL_MS = 3_000;

type Result = CheckoutResultQuery["checkoutResult"];

/**
 * Which page a booking's state belongs on: a result page, or back to checkout (with the payment's outcome).
 * A draft past its expiry is expired even before the server's sweep (or the checkout's cancel) has
 * marked it so: sending it back to checkout would only bounce between the two pages until then.
 */
export function resultPageOf(
  result: Pick<Result, "status" | "paymentStatus"> & { expiresAt?: string | null },
  now: number = Date.now(),
): ResultKind | { checkout: "failed" | "cancelled" | "refund" | null } {
  if (result.status === "booked") return "success";
  const held = (result.status === "draft" || result.status === "payment") && !(result.expiresAt && Date.parse(result.expiresAt) <= now);
  // A payment of an older price is refunded; while the booking still holds its places it can be paid in full.
  if (result.paymentStatus === "refund_required") return held ? { checkout: "refund" } : "expired";
  if (result.status === "payment") {
    if (result.paymentStatus === "open") return "pending";
    if (result.paymentStatus === "failed" || result.paymentStatus === "cancelled") return { checkout: result.paymentStatus };
    return { checkout: null };
  }
  if (result.status === "draft") {
    const expiresAt = result.expiresAt ? Date.parse(result.expiresAt) : Number.NaN;
    return Number.isFinite(expiresAt) && expiresAt <= now ? "expired" : { checkout: null };
  }
  return "expired";
}

/**
 * The checkout's result pages (SPEC section 2): success, payment pending (watching until the provider's
 * word arrives) and expired. A booking whose state belongs elsewhere is sent there.
 */
export function CheckoutResultPage({ kind }: { kind: ResultKind }) {
  const loaded = useLoaderData() as CheckoutResultLoaderData;
  const lng = useLng();
  // Opened where the booking's cookie is not (another device): its state by the id in the URL, nothing personal.
  if (!loaded.found) return <BookingStateNotice uuid={loaded.uuid} occasionId={loaded.occasion.id} lng={lng} timeZone={loaded.timeZone} />;
  return <CheckoutResult kind={kind} loaded={loaded} lng={lng} />;
}

function CheckoutResult({ kind, loaded, lng }: { kind: ResultKind; loaded: CheckoutResultLoaderData; lng: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uuid } = loaded;
  const occasionId = loaded.occasion.id;
  const { data } = useCheckoutResultQuery({
    variables: { uuid },
    fetchPolicy: "cache-and-network",
    pollInterval: kind === "pending" ? POLL_MS : 0,
    context: { skipErrorToast: true },
  });
  const { data: occasionData } = useOccasionQuery({ variables: { id: occasionId } });
  const { data: addonsData } = useAddonsQuery({ skip: kind !== "success" });
  const { data: sellerData } = useReceiptSellerQuery({ skip: kind !== "success" });
  const result = data?.checkoutResult ?? null;
  const target = result ? resultPageOf(result) : null;

  useEffect(() => {
    if (!target || target === kind) return;
    const checkout = localizedPath(lng, `/occasions/${occasionId}/checkout/${uuid}`);
    const path =
      typeof target === "string" ? `${checkout}/${target}` : target.checkout ? `${checkout}?payment=${target.checkout}` : checkout;
    void navigate(path, { replace: true });
  }, [target, kind, lng, occasionId, uuid, navigate]);

  const finished = target === "success" || target === "expired";
  useEffect(() => {
    if (finished && getStoredDraft()?.uuid === uuid) clearStoredDraft();
  }, [finished, uuid]);

  // Addons are named from every addon, as in checkout: one no longer offered with the event was still sold.
  const tickets = useMemo(
    () => (result ? summaryTickets(result.tickets, occasionData?.occasion, addonsData?.addons) : []),
    [result, occasionData, addonsData],
  );

  if (!result || target !== kind) return null;

  if (kind === "expired")
    return <ExpiredNotice occasionId={occasionId} lng={lng} refundRequired={result.paymentStatus === "refund_required"} />;

  if (kind === "pending") {
    return (
      <Stack gap="md" maw={760} data-testid="checkout-pending">
        <Title order={1}>{t("checkout.pendingTitle")}</Title>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("checkout.pendingHelp")}</Text>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760} data-testid="checkout-success">
      <Stack gap={4}>
        <Title order={1}>{t("checkout.successTitle")}</Title>
        <Text>{loaded.occasion.event.name}</Text>
      </Stack>
      <Alert color="green" role="status" classNames={alertClassNames} title={t("checkout.bookingNumber", { number: result.number })}>
        {result.client.email ? t("checkout.successHelp", { email: result.client.email }) : null}
      </Alert>
      {result.returnedPayments.map((returned, index) => (
        <Alert
          key={`${returned.method}-${index}`}
          color="yellow"
          role="status"
          classNames={alertClassNames}
          title={t("checkout.returnedTitle")}
          data-testid="returned-payment"
        >
          {t(returnedKey(returned.refundStatus), {
            amount: formatCents(returned.amount, lng),
            method: PROVIDER_NAMES[returned.method] ?? returned.method,
          })}
        </Alert>
      ))}
      <CheckoutSummary tickets={tickets} summary={result.summary} lng={lng} />
      <SellerDetails seller={sellerData?.settings.seller} />
      <Anchor component={Link} to={localizedPath(lng, "/events")}>
        {t("checkout.backToEvents")}
      </Anchor>
    </Stack>
  );
}
