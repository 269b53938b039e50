import { Alert, Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { useReceiptSellerQuery, useRenewalPaymentQuery } from "../../../generated/graphql";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { CheckoutSummary } from "../../../shared/checkout/CheckoutSummary";
import { SellerDetails } from "../../../shared/checkout/SellerDetails";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { RenewalNotFound } from "../components/RenewalNotFound";
import { SeasonTicketDates } from "../components/SeasonTicketDates";
import type { RenewalPaymentLoaderData } from "./renewalLoader";
import { venueDateTime } from "./RenewalPage";

const POLL_MS = 3_000;

/** Which result a payment's outcome shows (SPEC section 2: pending, success, failed, expired). */
export type RenewalResultKind = "success" | "pending" | "failed" | "expired" | "refund";

export function resultKindOf(outcome: string): RenewalResultKind {
  switch (outcome) {
    case "booked":
      return "success";
    case "pending":
      return "pending";
    case "failed":
    case "cancelled":
      return "failed";
    case "refund_held":
    case "refund_required":
      return "refund";
    default:
      return "expired";
  }
}

/**
 * /renewals/:uuid/payments/:paymentId: where the renewal stands after its payment: renewed, payment being
 * processed (watching until the provider's word arrives), failed (pay again from the renewal), or the
 * seats released before the payment (the money goes back).
 */
export function RenewalPaymentPage() {
  const loaded = useLoaderData() as RenewalPaymentLoaderData;
  if (!loaded.found) return <RenewalNotFound />;
  return <RenewalPaymentResult loaded={loaded} />;
}

function RenewalPaymentResult({ loaded }: { loaded: RenewalPaymentLoaderData }) {
  const { t } = useTranslation();
  const lng = useLng();
  const { uuid, paymentId, timeZone } = loaded;
  const { data, startPolling, stopPolling } = useRenewalPaymentQuery({
    variables: { uuid, paymentId },
    fetchPolicy: "cache-and-network",
    context: { skipErrorToast: true },
  });
  const result = data?.renewalPayment;
  const kind = result ? resultKindOf(result.outcome) : null;
  const { data: sellerData } = useReceiptSellerQuery({ skip: kind !== "success" });
  // Watching until the provider's word arrives.
  useEffect(() => {
    if (kind === "pending") startPolling(POLL_MS);
    else stopPolling();
  }, [kind, startPolling, stopPolling]);
  if (!result || !kind) return null;
  const { renewal } = result;
  const back = (
    <Anchor component={Link} to={localizedPath(lng, `/renewals/${uuid}`)}>
      {t("renewal.backToRenewal")}
    </Anchor>
  );
  const tickets = renewal.tickets.map((ticket) => ({
    id: ticket.id,
    spaceName: ticket.spaceLabel,
    ticketTypeName: ticket.ticketTypeName,
    addons: [],
    total: ticket.price,
  }));

  if (kind === "pending")
    return (
      <Stack gap="md" maw={760} data-testid="renewal-pending">
        <Title order={1}>{t("checkout.pendingTitle")}</Title>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("checkout.pendingHelp")}</Text>
        </Group>
      </Stack>
    );

  if (kind === "failed")
    return (
      <Stack gap="md" maw={760} data-testid="renewal-failed">
        <Title order={1}>{t(result.outcome === "cancelled" ? "checkout.paymentCancelled" : "checkout.paymentFailed")}</Title>
        <Text>{t("renewal.paymentAgain", { date: venueDateTime(renewal.closesAt, timeZone) })}</Text>
        {back}
      </Stack>
    );

  if (kind === "refund" || kind === "expired")
    return (
      <Stack gap="md" maw={760} data-testid="renewal-expired">
        <Title order={1}>{kind === "refund" ? t("checkout.refundTitle") : t("renewal.closedTitle")}</Title>
        {kind === "refund" ? (
          <Alert color="orange" role="alert" classNames={alertClassNames} title={t("renewal.paymentLateTitle")}>
            {result.outcome === "refund_held" ? t("checkout.refundPriceChanged") : t("checkout.refundRequired")}
          </Alert>
        ) : (
          <Text>{t("renewal.closedHelp")}</Text>
        )}
        {back}
      </Stack>
    );

  return (
    <Stack gap="lg" maw={760} data-testid="renewal-success">
      <Stack gap={4}>
        <Title order={1}>{t("renewal.renewedTitle")}</Title>
        <Text>{renewal.eventName}</Text>
      </Stack>
      <Alert color="green" role="status" classNames={alertClassNames} title={t("checkout.bookingNumber", { number: renewal.number })}>
        {renewal.client.email ? t("checkout.successHelp", { email: renewal.client.email }) : null}
      </Alert>
      {renewal.orderId && (
        <>
          <SeasonTicketDates renewal={renewal} timeZone={timeZone} />
          <Text size="sm" data-testid="renewal-season-prices">
            {t("renewal.season.prices")}
          </Text>
        </>
      )}
      <CheckoutSummary tickets={tickets} summary={renewal.summary} lng={lng} />
      <SellerDetails seller={sellerData?.settings.seller} />
      {back}
    </Stack>
  );
}
