import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import {
  CancelDraftDocument,
  CheckoutDraftDocument,
  CheckoutResultDocument,
  useAddonsQuery,
  useCancelPaymentMutation,
  useCheckoutDraftQuery,
  useCheckoutSettingsQuery,
  useConfirmMutation,
  useContinuePaymentMutation,
  useOccasionQuery,
  usePaymentMethodsQuery,
  usePayMutation,
  usePlanSpacesQuery,
  useSpaceTypesQuery,
  type CheckoutDraftFieldsFragment,
  type CheckoutResultQuery,
} from "../../../generated/graphql";
import { ErrorCode, hasErrorCode } from "../../../shared/errors/errorCodes";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { i18n, translateStatus } from "../../../shared/i18n/i18n";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { clearStoredDraft, getStoredDraft, minutesRemaining } from "../../../shared/booking/draftStore";
import { summaryTickets } from "../../../shared/checkout/CheckoutSummary";
import { clientFormErrors, EMPTY_CLIENT, type ClientValues } from "../../../shared/checkout/ClientForm";
import { preselectedMethod } from "../../../shared/checkout/preselectedMethod";
import { focusFirstInvalid } from "../../../shared/form/focusFirstInvalid";
import { submitPayment } from "../../../shared/checkout/submitPayment";
import { buyerNoticeOf, type BuyerNotice } from "../buyerNotice";

const TICK_MS = 5_000;
export const FIX_ERRORS_TOAST = "checkout-fix-errors";

/** 'Check the highlighted fields', once: a second failed attempt replaces the first toast. */
export function showFixErrors(message: string): void {
  toast.hide(FIX_ERRORS_TOAST);
  toast.error(message, { id: FIX_ERRORS_TOAST });
}

export function clientValuesOf(draft: Pick<CheckoutDraftFieldsFragment, "client">): ClientValues {
  const client = draft.client;
  return {
    firstname: client.firstname ?? "",
    lastname: client.lastname ?? "",
    email: client.email ?? "",
    phone: client.phone ?? "",
    address: client.address ?? "",
    // Only ever sent back masked: the customer types it again.
    identityNumber: "",
    message: client.message ?? "",
  };
}

/** Forgets the locally held draft when it is this one. */
function forgetStoredDraft(uuid: string): void {
  if (getStoredDraft()?.uuid === uuid) clearStoredDraft();
}

export interface CheckoutFlowOptions {
  uuid: string;
  occasionId: string;
  lng: string;
}

/**
 * The checkout of one draft: loads it with the settings, payment methods, occasion and addons; holds
 * the contact details, payment method and terms; confirms and sends the browser to the payment provider
 * (SPEC sections 4, 5 and 7), resumes or closes a pending payment, and leaves for the expired or success
 * page. Null until the draft and the settings are in.
 */
export function useCheckoutFlow({ uuid, occasionId, lng }: CheckoutFlowOptions) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const {
    data: draftData,
    error: draftError,
    refetch,
  } = useCheckoutDraftQuery({
    variables: { uuid },
    fetchPolicy: "cache-and-network",
    context: { skipErrorToast: true },
  });
  const { data: occasionData } = useOccasionQuery({ variables: { id: occasionId } });
  const { data: addonsData } = useAddonsQuery();
  // The plan's places and types (cached from the seat map): whether the draft holds a wheelchair place.
  const planId = occasionData?.occasion.plan.id;
  const planSpaces = usePlanSpacesQuery({ variables: { id: planId ?? "" }, skip: !planId }).data?.plan.spaces;
  const spaceTypes = useSpaceTypesQuery().data?.spaceTypes;
  const { data: settingsData } = useCheckoutSettingsQuery();
  const { data: methodsData } = usePaymentMethodsQuery();
  const [confirm] = useConfirmMutation({ context: { skipErrorToast: true } });
  const [pay] = usePayMutation();
  const [continuePayment] = useContinuePaymentMutation();
  const [cancelPayment] = useCancelPaymentMutation();
  const draft = draftData?.draft ?? null;
  const settings = settingsData?.settings;
  const methods = useMemo(() => methodsData?.paymentMethods ?? [], [methodsData]);

  const [values, setValues] = useState<ClientValues>(() => (draft ? clientValuesOf(draft) : EMPTY_CLIENT));
  const [chosenMethod, setMethod] = useState<string | null>(null);
  // The visitor's choice while it is offered, else the preselection (SPEC section 7).
  const method =
    chosenMethod && methods.some((entry) => entry.id === chosenMethod) ? chosenMethod : preselectedMethod(methods, draft?.paymentMethodId);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { errors, setErrors, fail } = useFormErrors();
  const [busy, setBusy] = useState(false);
  // A per-buyer cap's answer to the last confirm: confirm the address through the link sent, or too many tickets.
  const [buyerNotice, setBuyerNotice] = useState<BuyerNotice | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const paymentOutcome = search.get("payment");

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Back from the provider's page with the browser's back button, the page may come from the back-forward
  // cache: read the draft again, so an attempt opened meanwhile is offered as the open payment.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch().catch(() => undefined);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [refetch]);

  const expiresAt = draft?.expiresAt ? Date.parse(draft.expiresAt) : null;
  const expired = (expiresAt !== null && expiresAt <= now) || (!!draftError && !draft);
  const expiredHandled = useRef(false);
  useEffect(() => {
    if (!expired || expiredHandled.current) return;
    expiredHandled.current = true;
    forgetStoredDraft(uuid);
    void client.mutate({ mutation: CancelDraftDocument, variables: { uuid }, context: { skipErrorToast: true } }).catch(() => undefined);
    toast.info(t("seatMap.expired"));
    void navigate(localizedPath(lng, `/occasions/${occasionId}/checkout/${uuid}/expired`), { replace: true });
  }, [expired, uuid, client, t, navigate, lng, occasionId]);

  const holdsWheelchairPlace = useMemo(() => {
    const accessibleTypes = new Set((spaceTypes ?? []).filter((type) => type.accessible).map((type) => type.id));
    const typeOf = new Map((planSpaces ?? []).map((space) => [space.id, space.spaceTypeId]));
    return (draft?.tickets ?? []).some((ticket) => accessibleTypes.has(typeOf.get(ticket.spaceId) ?? ""));
  }, [draft, planSpaces, spaceTypes]);
  const tickets = useMemo(
    () => (draft ? summaryTickets(draft.tickets, occasionData?.occasion, addonsData?.addons) : []),
    [draft, occasionData, addonsData],
  );

  if (!draft || !settings) return null;
  const pending = draft.status === "payment";
  const openMethod = pending ? draft.openPaymentMethodId : null;
  const openProvider = openMethod ? (methods.find((entry) => entry.id === openMethod)?.name ?? openMethod) : null;
  const requirePayment = draft.summary.requirePayment;
  const minutes = expiresAt !== null ? minutesRemaining(expiresAt, now) : null;
  const successPath = localizedPath(lng, `/occasions/${occasionId}/checkout/${uuid}/success`);

  const expiredOrFailed = async (failure: unknown) => {
    if (hasErrorCode(failure, ErrorCode.DraftExpired)) {
      forgetStoredDraft(uuid);
      await navigate(localizedPath(lng, `/occasions/${occasionId}/checkout/${uuid}/expired`), { replace: true });
      return true;
    }
    await refetch().catch(() => undefined);
    return false;
  };

  /** Opens a payment, or (`resume`) goes back to the open one's provider page, and sends the browser there. */
  const startPayment = async (resume = false) => {
    const submission = resume
      ? (await continuePayment({ variables: { uuid } })).data?.continuePayment
      : (await pay({ variables: { uuid } })).data?.pay;
    if (!submission) return;
    try {
      submitPayment(submission);
    } catch (failure) {
      // An answer the browser cannot follow (SPEC section 4: an unknown method is a RangeError).
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
      let next;
      try {
        const confirmed = await confirm({
          variables: { uuid, client: details, paymentMethodId: requirePayment ? method : null, termsAccepted },
        });
        next = confirmed.data?.confirm;
      } catch (failure) {
        const notice = buyerNoticeOf(failure);
        if (notice) {
          setBuyerNotice(notice);
          return;
        }
        // Field errors land on the form; anything else is the server's translated message (SPEC section 8).
        const { fields } = formErrorsOf(failure);
        fail(failure);
        if (await expiredOrFailed(failure)) return;
        if (Object.keys(fields).length > 0) {
          showFixErrors(t("checkout.fixErrors"));
          focusFirstInvalid(form);
        } else for (const message of errorMessages(failure, (status) => translateStatus(i18n, status))) toast.error(message);
        return;
      }
      toast.hide(FIX_ERRORS_TOAST);
      if (next?.status === "booked") {
        forgetStoredDraft(uuid);
        await navigate(successPath, { replace: true });
        return;
      }
      // The error link toasts a refused payment (409 'payment already in progress', ...).
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

  const cancelPendingPayment = async () => {
    setBusy(true);
    try {
      await cancelPayment({ variables: { uuid } });
      setTermsAccepted(false);
      // The failed or cancelled payment's notice belongs to the payment just closed.
      if (paymentOutcome) setSearch({}, { replace: true });
      client.cache.evict({ fieldName: "draft", args: { uuid } });
      await client.query({ query: CheckoutDraftDocument, variables: { uuid }, fetchPolicy: "network-only" }).catch(() => undefined);
    } catch (failure) {
      // The open payment's success may have won the race with this cancel: the booking is then booked.
      const result = await client
        .query<CheckoutResultQuery>({
          query: CheckoutResultDocument,
          variables: { uuid },
          fetchPolicy: "network-only",
          context: { skipErrorToast: true },
        })
        .then((answer) => answer.data?.checkoutResult ?? null)
        .catch(() => null);
      if (result?.status === "booked") {
        forgetStoredDraft(uuid);
        await navigate(successPath, { replace: true });
        return;
      }
      await expiredOrFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    holdsWheelchairPlace,
    settings,
    methods,
    tickets,
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
