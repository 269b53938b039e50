import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import {
  SeriesOrderDocument,
  SeriesOrderResultDocument,
  useCancelSeriesOrderPaymentMutation,
  useCheckoutSettingsQuery,
  useConfirmSeriesOrderMutation,
  useContinueSeriesOrderPaymentMutation,
  usePaymentMethodsQuery,
  usePaySeriesOrderMutation,
  useSeriesOrderQuery,
  type SeriesOrderResultQuery,
} from "../../../generated/graphql";
import { clearSeriesOrderUuid } from "../../../shared/booking/seriesOrderStore";
import { minutesRemaining } from "../../../shared/booking/draftStore";
import { clientFormErrors, EMPTY_CLIENT, type ClientValues } from "../../../shared/checkout/ClientForm";
import { preselectedMethod } from "../../../shared/checkout/preselectedMethod";
import { submitPayment } from "../../../shared/checkout/submitPayment";
import { ErrorCode, hasErrorCode } from "../../../shared/errors/errorCodes";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { focusFirstInvalid } from "../../../shared/form/focusFirstInvalid";
import { i18n, translateStatus } from "../../../shared/i18n/i18n";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { buyerNoticeOf, type BuyerNotice } from "../buyerNotice";
import { clientValuesOf, FIX_ERRORS_TOAST, showFixErrors } from "./useCheckoutFlow";

const TICK_MS = 5_000;

const lapsed = (failure: unknown) => hasErrorCode(failure, ErrorCode.DraftExpired) || hasErrorCode(failure, ErrorCode.NotFound);

/**
 * The checkout of a season ticket order (issue 38), as useCheckoutFlow for a draft: the contact details, payment method
 * and terms once for every date; confirmSeriesOrder books it at once (nothing to pay, or skip payment) or leaves it
 * waiting for one payment (paySeriesOrder) at the provider; a pending payment is resumed or closed. Null until the order
 * and the settings are in.
 */
export function useSeriesCheckoutFlow({ uuid, lng }: { uuid: string; lng: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { data, error, refetch } = useSeriesOrderQuery({
    variables: { uuid },
    fetchPolicy: "cache-and-network",
    context: { skipErrorToast: true },
  });
  const { data: settingsData } = useCheckoutSettingsQuery();
  const { data: methodsData } = usePaymentMethodsQuery();
  const [confirm] = useConfirmSeriesOrderMutation({ context: { skipErrorToast: true } });
  const [pay] = usePaySeriesOrderMutation();
  const [continuePayment] = useContinueSeriesOrderPaymentMutation();
  const [cancelPayment] = useCancelSeriesOrderPaymentMutation();
  const order = data?.seriesOrder ?? null;
  const settings = settingsData?.settings;
  const methods = useMemo(() => methodsData?.paymentMethods ?? [], [methodsData]);
  const firstDate = order?.dates[0];

  const [values, setValues] = useState<ClientValues>(() => (firstDate ? clientValuesOf(firstDate) : EMPTY_CLIENT));
  const [chosenMethod, setMethod] = useState<string | null>(null);
  const method =
    chosenMethod && methods.some((entry) => entry.id === chosenMethod)
      ? chosenMethod
      : preselectedMethod(methods, firstDate?.paymentMethodId);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { errors, setErrors, fail } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [buyerNotice, setBuyerNotice] = useState<BuyerNotice | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const paymentOutcome = search.get("payment");

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const base = localizedPath(lng, `/series/orders/${uuid}`);
  const seriesId = order?.seriesId ?? null;
  const forget = () => {
    if (seriesId) clearSeriesOrderUuid(seriesId, uuid);
  };

  const expiresAt = order?.expiresAt ? Date.parse(order.expiresAt) : null;
  const expired = (expiresAt !== null && expiresAt <= now) || (!!error && !order && lapsed(error));
  const expiredHandled = useRef(false);
  useEffect(() => {
    if (!expired || expiredHandled.current) return;
    expiredHandled.current = true;
    if (seriesId) clearSeriesOrderUuid(seriesId, uuid);
    toast.info(t("seatMap.expired"));
    void navigate(`${base}/expired`, { replace: true });
  }, [expired, seriesId, uuid, t, navigate, base]);

  if (!order || !settings) return null;
  const pending = order.status === "payment";
  const openMethod = pending ? (order.dates.find((date) => date.openPaymentMethodId)?.openPaymentMethodId ?? null) : null;
  const openProvider = openMethod ? (methods.find((entry) => entry.id === openMethod)?.name ?? openMethod) : null;
  const requirePayment = order.dates.some((date) => date.summary.requirePayment);
  const minutes = expiresAt !== null ? minutesRemaining(expiresAt, now) : null;

  const expiredOrFailed = async (failure: unknown) => {
    if (lapsed(failure)) {
      forget();
      await navigate(`${base}/expired`, { replace: true });
      return true;
    }
    await refetch().catch(() => undefined);
    return false;
  };

  const startPayment = async (resume = false) => {
    const submission = resume
      ? (await continuePayment({ variables: { uuid } })).data?.continueSeriesOrderPayment
      : (await pay({ variables: { uuid } })).data?.paySeriesOrder;
    if (!submission) return;
    try {
      submitPayment(submission);
    } catch (failure) {
      toast.error(t("checkout.paymentUnavailable"));
      throw failure;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    if (busy || pending) return;
    const local = clientFormErrors(values, settings, t);
    if (!termsAccepted) local.termsAccepted = t("checkout.termsRequired");
    if (requirePayment && !method) local.paymentMethodId = t("checkout.choosePaymentMethod");
    setErrors(local);
    if (Object.keys(local).length > 0) {
      showFixErrors(t("checkout.fixErrors"));
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    setBuyerNotice(null);
    try {
      const details = {
        firstname: values.firstname,
        lastname: values.lastname,
        email: values.email,
        phone: values.phone,
        address: settings.requireAddress ? values.address : null,
        identityNumber: settings.requireIdentityNumber ? values.identityNumber : null,
        message: values.message || null,
      };
      let status: string | undefined;
      try {
        const confirmed = await confirm({
          variables: { uuid, client: details, paymentMethodId: requirePayment ? method : null, termsAccepted },
        });
        status = confirmed.data?.confirmSeriesOrder.status;
      } catch (failure) {
        const notice = buyerNoticeOf(failure);
        if (notice) {
          setBuyerNotice(notice);
          return;
        }
        const { fields } = formErrorsOf(failure);
        fail(failure);
        if (await expiredOrFailed(failure)) return;
        if (Object.keys(fields).length > 0) {
          showFixErrors(t("checkout.fixErrors"));
          focusFirstInvalid(form);
        } else for (const message of errorMessages(failure, (code) => translateStatus(i18n, code))) toast.error(message);
        return;
      }
      toast.hide(FIX_ERRORS_TOAST);
      if (status === "booked") {
        forget();
        await navigate(`${base}/success`, { replace: true });
        return;
      }
      await startPayment().catch((failure: unknown) => expiredOrFailed(failure));
    } finally {
      setBusy(false);
    }
  };

  const resumePayment = async () => {
    setBusy(true);
    try {
      await startPayment(true);
    } catch (failure) {
      await expiredOrFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  /** Closes the pending payment: the order is a draft again, its details editable. */
  const cancelPendingPayment = async () => {
    setBusy(true);
    try {
      await cancelPayment({ variables: { uuid } });
      setTermsAccepted(false);
      if (paymentOutcome) setSearch({}, { replace: true });
      await client.query({ query: SeriesOrderDocument, variables: { uuid }, fetchPolicy: "network-only" }).catch(() => undefined);
    } catch (failure) {
      // The open payment's success may have won the race with this cancel: the order is then booked.
      const result = await client
        .query<SeriesOrderResultQuery>({
          query: SeriesOrderResultDocument,
          variables: { uuid },
          fetchPolicy: "network-only",
          context: { skipErrorToast: true },
        })
        .then((answer) => answer.data?.seriesOrderResult ?? null)
        .catch(() => null);
      if (result?.status === "booked") {
        forget();
        await navigate(`${base}/success`, { replace: true });
        return;
      }
      await expiredOrFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    order,
    settings,
    methods,
    values,
    setValues,
    method,
    setMethod,
    termsAccepted,
    setTermsAccepted,
    errors,
    busy,
    buyerNotice,
    pending,
    openProvider,
    requirePayment,
    minutes,
    paymentOutcome,
    submit,
    resumePayment,
    cancelPendingPayment,
  };
}
