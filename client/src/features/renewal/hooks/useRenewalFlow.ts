import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  RenewalDocument,
  useChangeRenewalPaymentMethodMutation,
  useCheckoutSettingsQuery,
  useContinuePaymentMutation,
  useContinueSeriesOrderPaymentMutation,
  usePaymentMethodsQuery,
  usePayMutation,
  usePaySeriesOrderMutation,
  useRenewalQuery,
  useRenewMutation,
  type RenewalFieldsFragment,
} from "../../../generated/graphql";
import { clientFormErrors, EMPTY_CLIENT, type ClientValues } from "../../../shared/checkout/ClientForm";
import { preselectedMethod } from "../../../shared/checkout/preselectedMethod";
import { submitPayment } from "../../../shared/checkout/submitPayment";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { i18n, translateStatus } from "../../../shared/i18n/i18n";
import { toast } from "../../../shared/toast/toast";
import { focusFirstInvalid } from "../../../shared/form/focusFirstInvalid";
import { initialChoices, keptTickets, renewalSummary, type RenewalChoice } from "../renewalChoices";

const FIX_ERRORS_TOAST = "renewal-fix-errors";

function clientValuesOf(renewal: RenewalFieldsFragment): ClientValues {
  const client = renewal.client;
  return {
    ...EMPTY_CLIENT,
    firstname: client.firstname ?? "",
    lastname: client.lastname ?? "",
    email: client.email ?? "",
    phone: client.phone ?? "",
    address: client.address ?? "",
    message: client.message ?? "",
  };
}

/** The server's seat errors (`tickets`, `tickets.<index>`) as the one message beside the seat list. */
function seatError(fields: Record<string, string>): string | undefined {
  return Object.entries(fields).find(([field]) => field === "tickets" || field.startsWith("tickets."))?.[1];
}

/**
 * The renewal of one link: the seats kept and their ticket types, the contact details, the payment method
 * and the terms; `renew`, then checkout's `pay` with the booking's id (this browser holds its renewal cookie,
 * set when the renewal was read), or a season ticket's `paySeriesOrder` with its order's id, which sends the browser
 * to the payment provider. Waiting for payment, it goes
 * back to a payment still open, or pays with another method. Null until loaded.
 */
export function useRenewalFlow(uuid: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data } = useRenewalQuery({ variables: { uuid }, fetchPolicy: "cache-first", context: { skipErrorToast: true } });
  const { data: settingsData } = useCheckoutSettingsQuery();
  const { data: methodsData } = usePaymentMethodsQuery();
  // The map follows: released seats are free now.
  const [renew] = useRenewMutation({ context: { skipErrorToast: true }, refetchQueries: ["RenewalMap"] });
  const [pay] = usePayMutation();
  const [continuePayment] = useContinuePaymentMutation();
  const [paySeriesOrder] = usePaySeriesOrderMutation();
  const [continueSeriesOrderPayment] = useContinueSeriesOrderPaymentMutation();
  const [changePaymentMethod] = useChangeRenewalPaymentMethodMutation();
  const renewal = data?.renewal ?? null;
  const settings = settingsData?.settings;
  const methods = useMemo(() => methodsData?.paymentMethods ?? [], [methodsData]);

  const [choices, setChoices] = useState<Record<string, RenewalChoice>>(() => (renewal ? initialChoices(renewal.tickets) : {}));
  const [values, setValues] = useState<ClientValues>(() => (renewal ? clientValuesOf(renewal) : EMPTY_CLIENT));
  const [chosenMethod, setMethod] = useState<string | null>(null);
  const method = chosenMethod && methods.some((entry) => entry.id === chosenMethod) ? chosenMethod : preselectedMethod(methods, null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { errors, setErrors } = useFormErrors();
  const [busy, setBusy] = useState(false);

  // The renewal arrived after the first render (or another one was opened): start from its seats and details.
  const ticketKey = renewal?.tickets.map((ticket) => ticket.id).join(",") ?? "";
  useEffect(() => {
    if (!renewal) return;
    setChoices(initialChoices(renewal.tickets));
    setValues(clientValuesOf(renewal));
    // Only a different set of seats restarts the choices, not every refetch (renewal itself is left out on purpose).
  }, [renewal?.uuid, ticketKey]);

  // Back from the provider's page with the browser's back button, the page may come from the back-forward cache:
  // read the renewal again, so a payment opened meanwhile is offered as the open payment.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted)
        void client.query({ query: RenewalDocument, variables: { uuid }, fetchPolicy: "network-only" }).catch(() => undefined);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [client, uuid]);

  const kept = useMemo(() => (renewal ? keptTickets(renewal.tickets, choices) : []), [renewal, choices]);
  const summary = useMemo(() => renewalSummary(kept), [kept]);

  if (!renewal || !settings) return null;

  /** A season ticket's renewal is paid once for every date, through its order (the link's cookie names it). */
  const openSeriesOrderPayment = async (orderId: string, resume: boolean) =>
    resume
      ? (await continueSeriesOrderPayment({ variables: { uuid: orderId } })).data?.continueSeriesOrderPayment
      : (await paySeriesOrder({ variables: { uuid: orderId } })).data?.paySeriesOrder;

  /** Opens a payment, or (`resume`) goes back to the open one's provider page, and sends the browser there. */
  const startPayment = async (resume = false) => {
    const submission = renewal.orderId
      ? await openSeriesOrderPayment(renewal.orderId, resume)
      : resume
        ? (await continuePayment({ variables: { uuid: renewal.bookingId } })).data?.continuePayment
        : (await pay({ variables: { uuid: renewal.bookingId } })).data?.pay;
    if (!submission) return;
    try {
      submitPayment(submission);
    } catch (failure) {
      toast.error(t("checkout.paymentUnavailable"));
      throw failure;
    }
  };

  const refresh = () => client.query({ query: RenewalDocument, variables: { uuid }, fetchPolicy: "network-only" }).catch(() => undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    if (busy) return;
    const local = clientFormErrors(values, settings, t);
    if (kept.length === 0) local.tickets = t("renewal.keepOne");
    if (!termsAccepted) local.termsAccepted = t("checkout.termsRequired");
    if (summary.requirePayment && !method) local.paymentMethodId = t("checkout.choosePaymentMethod");
    setErrors(local);
    if (Object.keys(local).length > 0) {
      toast.hide(FIX_ERRORS_TOAST);
      toast.error(t("checkout.fixErrors"), { id: FIX_ERRORS_TOAST });
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      let next;
      try {
        const result = await renew({
          variables: {
            uuid,
            input: {
              tickets: kept.map((ticket) => ({ ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId })),
              client: {
                firstname: values.firstname,
                lastname: values.lastname,
                email: values.email,
                phone: values.phone,
                address: settings.requireAddress ? values.address : null,
                identityNumber: settings.requireIdentityNumber ? values.identityNumber : null,
                message: values.message || null,
              },
              paymentMethodId: summary.requirePayment ? method : null,
              termsAccepted,
            },
          },
        });
        next = result.data?.renew;
      } catch (failure) {
        const { fields } = formErrorsOf(failure);
        const seats = seatError(fields);
        setErrors(seats ? { ...fields, tickets: seats } : fields);
        if (Object.keys(fields).length > 0) {
          toast.hide(FIX_ERRORS_TOAST);
          toast.error(t("checkout.fixErrors"), { id: FIX_ERRORS_TOAST });
          focusFirstInvalid(form);
        } else {
          for (const message of errorMessages(failure, (status) => translateStatus(i18n, status))) toast.error(message);
          await refresh();
        }
        return;
      }
      toast.hide(FIX_ERRORS_TOAST);
      // The error link toasts a refused payment; the renewal is then shown waiting for payment.
      if (next?.status === "payment") await startPayment().catch(() => refresh());
    } finally {
      setBusy(false);
    }
  };

  const payingStep = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch {
      // The error link has toasted the server's message; show where the renewal stands now.
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  /** Back to the provider's page of the payment still open (the customer left it unpaid). */
  const continueOpenPayment = () => payingStep(() => startPayment(true));

  /** Pays a renewal waiting for payment with `methodId`: a payment still open, or another method, is closed first. */
  const payWith = (methodId: string) =>
    payingStep(async () => {
      if (renewal.openPaymentMethodId || methodId !== renewal.paymentMethodId)
        await changePaymentMethod({ variables: { uuid, paymentMethodId: methodId } });
      await startPayment();
    });

  const setChoice = (ticketId: string, choice: RenewalChoice) => setChoices((current) => ({ ...current, [ticketId]: choice }));
  const toggleSpace = (spaceId: string) => {
    const ticket = renewal.tickets.find((entry) => entry.spaceId === spaceId);
    if (!ticket) return;
    const choice = choices[ticket.id] ?? { keep: true, ticketTypeId: ticket.ticketTypeId };
    setChoice(ticket.id, { ...choice, keep: !choice.keep });
  };

  return {
    renewal,
    settings,
    methods,
    choices,
    setChoice,
    toggleSpace,
    kept,
    summary,
    values,
    setValues,
    method,
    setMethod,
    termsAccepted,
    setTermsAccepted,
    errors,
    busy,
    submit,
    continueOpenPayment,
    payWith,
  };
}
