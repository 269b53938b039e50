import { Anchor, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { BookingNotice } from "../components/BookingNotice";
import { BuyerCapNotice } from "../components/BuyerCapNotice";
import { CheckoutHeading } from "../components/CheckoutHeading";
import { CheckoutSummary } from "../../../shared/checkout/CheckoutSummary";
import { ClientForm } from "../../../shared/checkout/ClientForm";
import { ConfirmButtonRow } from "../components/ConfirmButtonRow";
import { ExpiredNotice } from "../components/ExpiredNotice";
import { PaymentMethodChoice } from "../../../shared/checkout/PaymentMethodChoice";
import { PaymentOutcomeNotice } from "../components/PaymentOutcomeNotice";
import { PendingPaymentNotice } from "../components/PendingPaymentNotice";
import { TermsAcceptance } from "../../../shared/checkout/TermsAcceptance";
import { useCheckoutFlow } from "../hooks/useCheckoutFlow";
import { VoucherField } from "../components/VoucherField";
import type { CheckoutLoaderData } from "./checkoutLoader";

/** /occasions/:occasionId/checkout[/:uuid]: the summary, terms, contact details, payment method and Confirm. */
export function CheckoutPage() {
  const loaded = useLoaderData() as CheckoutLoaderData;
  const lng = useLng();
  if (!loaded.found || !loaded.uuid) return <ExpiredNotice occasionId={loaded.occasion.id} lng={lng} />;
  // Keyed by the draft, so another draft starts with a fresh form rather than this one's entries.
  return <CheckoutForm key={loaded.uuid} uuid={loaded.uuid} loaded={loaded} lng={lng} />;
}

function CheckoutForm({ uuid, loaded, lng }: { uuid: string; loaded: CheckoutLoaderData; lng: string }) {
  const { t } = useTranslation();
  const { occasion, timeZone } = loaded;
  const flow = useCheckoutFlow({ uuid, occasionId: occasion.id, lng });
  if (!flow) return null;
  const { draft, settings, pending, busy, errors } = flow;
  const inputsDisabled = pending || busy;

  return (
    <Stack gap="lg" maw={760}>
      <CheckoutHeading eventName={occasion.event.name} startTime={occasion.startTime} timeZone={timeZone} minutes={flow.minutes} />
      <PaymentOutcomeNotice outcome={flow.paymentOutcome} />
      {pending && (
        <PendingPaymentNotice
          busy={busy}
          openProvider={flow.openProvider}
          onContinue={() => void flow.resumePayment()}
          onChooseAnother={() => void flow.cancelPendingPayment()}
        />
      )}

      <CheckoutSummary tickets={flow.tickets} summary={draft.summary} lng={lng} />
      {!pending && (
        <Anchor component={Link} to={localizedPath(lng, `/occasions/${occasion.id}`)}>
          {t("checkout.changeSeats")}
        </Anchor>
      )}
      {!pending && <VoucherField uuid={uuid} appliedCode={draft.voucherCode ?? null} disabled={inputsDisabled} />}

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
            accessibilityHint={flow.holdsWheelchairPlace}
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
