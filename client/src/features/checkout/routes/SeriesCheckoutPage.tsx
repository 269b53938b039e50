import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { useSeriesMapQuery } from "../../../generated/graphql";
import { ClientForm } from "../../../shared/checkout/ClientForm";
import { PaymentMethodChoice } from "../../../shared/checkout/PaymentMethodChoice";
import { TermsAcceptance } from "../../../shared/checkout/TermsAcceptance";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { BookingNotice } from "../components/BookingNotice";
import { BuyerCapNotice } from "../components/BuyerCapNotice";
import { ConfirmButtonRow } from "../components/ConfirmButtonRow";
import { PaymentOutcomeNotice } from "../components/PaymentOutcomeNotice";
import { PendingPaymentNotice } from "../components/PendingPaymentNotice";
import { SeriesExpiredNotice } from "../components/SeriesExpiredNotice";
import { SeriesOrderSummary } from "../components/SeriesOrderSummary";
import { SeriesVoucherField } from "../components/VoucherField";
import { useSeriesCheckoutFlow } from "../hooks/useSeriesCheckoutFlow";
import type { SeriesCheckoutLoaderData } from "./seriesCheckoutLoader";

/** The series' dates by occasion and its ticket types' names, for an order's summary. */
export function useSeriesNames(seriesId: string | undefined) {
  const series = useSeriesMapQuery({ variables: { id: seriesId ?? "" }, skip: !seriesId }).data?.series;
  return useMemo(
    () => ({
      series,
      occasions: new Map((series?.dates ?? []).map((date) => [date.id, date])),
      ticketTypeNames: new Map((series?.prices ?? []).map((price) => [price.ticketTypeId, price.ticketType.name])),
    }),
    [series],
  );
}

/**
 * /series/orders/:uuid (issue 38): a season ticket order's checkout: every date with its tickets and the total, the
 * contact details, payment method and terms once, and Confirm; the provider sends a failed or cancelled payment back here.
 */
export function SeriesCheckoutPage() {
  const loaded = useLoaderData() as SeriesCheckoutLoaderData;
  const lng = useLng();
  if (!loaded.found) return <SeriesExpiredNotice seriesId={loaded.series?.id ?? null} lng={lng} />;
  return <SeriesCheckoutForm key={loaded.uuid} loaded={loaded} lng={lng} />;
}

function SeriesCheckoutForm({ loaded, lng }: { loaded: SeriesCheckoutLoaderData; lng: string }) {
  const { t } = useTranslation();
  const flow = useSeriesCheckoutFlow({ uuid: loaded.uuid, lng });
  const names = useSeriesNames(flow?.order.seriesId);
  if (!flow) return null;
  const { order, settings, pending, busy, errors } = flow;
  const inputsDisabled = pending || busy;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t("series.checkout.title")}</Title>
        <Text>
          {[loaded.event?.name, names.series?.name ?? loaded.series?.name].filter(Boolean).join(" · ")} ·{" "}
          {t("series.offers.dates", { count: order.dates.length })}
        </Text>
        {flow.minutes !== null && (
          <Text fw={600} role="status" data-testid="checkout-minutes">
            {t("seatMap.minutesRemaining", { count: flow.minutes })}
          </Text>
        )}
      </Stack>
      <PaymentOutcomeNotice outcome={flow.paymentOutcome} />
      {pending && (
        <PendingPaymentNotice
          busy={busy}
          openProvider={flow.openProvider}
          onContinue={() => void flow.resumePayment()}
          onChooseAnother={() => void flow.cancelPendingPayment()}
        />
      )}

      <SeriesOrderSummary
        dates={order.dates}
        occasions={names.occasions}
        ticketTypeNames={names.ticketTypeNames}
        total={order.total}
        lng={lng}
        timeZone={loaded.timeZone}
      />
      {!pending && <SeriesVoucherField uuid={order.uuid} appliedCode={order.voucherCode ?? null} disabled={inputsDisabled} />}
      {!pending && (
        <Anchor component={Link} to={localizedPath(lng, `/series/${order.seriesId}`)}>
          {t("series.checkout.changePlaces")}
        </Anchor>
      )}

      {settings.bookingNotice && <BookingNotice notice={settings.bookingNotice} />}

      <form onSubmit={(event) => void flow.submit(event)} noValidate>
        <Stack gap="lg">
          <ClientForm
            values={flow.values}
            onChange={flow.setValues}
            errors={errors}
            requireAddress={settings.requireAddress}
            requireIdentityNumber={settings.requireIdentityNumber}
            disabled={inputsDisabled}
          />
          {flow.requirePayment && flow.methods.length > 0 && (
            <PaymentMethodChoice
              methods={flow.methods}
              value={flow.method}
              onChange={flow.setMethod}
              error={errors.paymentMethodId}
              disabled={inputsDisabled}
            />
          )}
          <TermsAcceptance
            terms={settings.bookingTerms}
            accepted={flow.termsAccepted}
            onChange={flow.setTermsAccepted}
            error={errors.termsAccepted}
            disabled={inputsDisabled}
          />
          {flow.buyerNotice && <BuyerCapNotice notice={flow.buyerNotice} />}
          <ConfirmButtonRow busy={busy} pending={pending} />
        </Stack>
      </form>
    </Stack>
  );
}
