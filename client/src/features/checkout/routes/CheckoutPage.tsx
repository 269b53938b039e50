import { useApolloClient } from "@apollo/client/react";
import { Alert, Anchor, Box, Button, Checkbox, Group, Radio, Stack, Text, Title, Typography } from "@mantine/core";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigate, useSearchParams } from "react-router";
import {
  CancelDraftDocument,
  CheckoutDraftDocument,
  useAddonsQuery,
  useCancelPaymentMutation,
  useCheckoutDraftQuery,
  useCheckoutSettingsQuery,
  useConfirmMutation,
  useOccasionQuery,
  usePaymentMethodsQuery,
  usePayMutation,
  type CheckoutDraftFieldsFragment,
} from "../../../generated/graphql";
import { ErrorCode, hasErrorCode } from "../../../shared/errors/errorCodes";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { i18n, translateStatus } from "../../../shared/i18n/i18n";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { formatDate, formatTime } from "../../../shared/i18n/dates";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { clearStoredDraft, getStoredDraft, minutesRemaining } from "../../../shared/booking/draftStore";
import { CheckoutSummary, summaryTickets } from "../components/CheckoutSummary";
import { ClientForm, clientFormErrors, EMPTY_CLIENT, errorClassNames, type ClientValues } from "../components/ClientForm";
import { ExpiredNotice } from "../components/ExpiredNotice";
import { alertClassNames } from "../components/alertStyles";
import { renderMarkdown } from "../markdown";
import { submitPayment } from "../submitPayment";
import type { CheckoutLoaderData } from "./checkoutLoader";

const TICK_MS = 5_000;
const FIX_ERRORS_TOAST = "checkout-fix-errors";

/** 'Check the highlighted fields', once: a second failed attempt replaces the first toast. */
function showFixErrors(message: string): void {
  toast.hide(FIX_ERRORS_TOAST);
  toast.error(message, { id: FIX_ERRORS_TOAST });
}

/** The method to preselect (SPEC section 7): the only one, else the chosen one, else the first. */
export function preselectedMethod(methods: Array<{ id: string }>, chosen: string | null | undefined): string | null {
  if (methods.length === 1) return methods[0]!.id;
  if (chosen && methods.some((method) => method.id === chosen)) return chosen;
  return methods[0]?.id ?? null;
}

function clientValuesOf(draft: CheckoutDraftFieldsFragment): ClientValues {
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

/** /occasions/:occasionId/checkout[/:uuid]: the summary, terms, contact details, payment method and Confirm. */
export function CheckoutPage() {
  const loaded = useLoaderData() as CheckoutLoaderData;
  const lng = useLng();
  if (!loaded.found || !loaded.uuid) return <ExpiredNotice occasionId={loaded.occasion.id} lng={lng} />;
  return <CheckoutForm key={loaded.uuid} uuid={loaded.uuid} loaded={loaded} lng={lng} />;
}

function CheckoutForm({ uuid, loaded, lng }: { uuid: string; loaded: CheckoutLoaderData; lng: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const occasionId = loaded.occasion.id;
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
  const { data: settingsData } = useCheckoutSettingsQuery();
  const { data: methodsData } = usePaymentMethodsQuery();
  const [confirm] = useConfirmMutation({ context: { skipErrorToast: true } });
  const [pay] = usePayMutation();
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
  const [now, setNow] = useState(() => Date.now());
  const paymentOutcome = search.get("payment");

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

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

  const tickets = useMemo(
    () => (draft ? summaryTickets(draft.tickets, occasionData?.occasion, addonsData?.addons) : []),
    [draft, occasionData, addonsData],
  );

  const termsHtml = useMemo(() => (settings?.bookingTerms ? renderMarkdown(settings.bookingTerms) : ""), [settings?.bookingTerms]);

  if (!draft || !settings) return null;
  const pending = draft.status === "payment";
  const requirePayment = draft.summary.requirePayment;
  const minutes = expiresAt !== null ? minutesRemaining(expiresAt, now) : null;
  const seatMapPath = localizedPath(lng, `/occasions/${occasionId}`);
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

  const startPayment = async () => {
    const result = await pay({ variables: { uuid } });
    const submission = result.data?.pay;
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
    if (busy || pending) return;
    const local = clientFormErrors(values, settings, t);
    if (!termsAccepted) local.termsAccepted = t("checkout.termsRequired");
    if (requirePayment && !method) local.paymentMethodId = t("checkout.choosePaymentMethod");
    setErrors(local);
    if (Object.keys(local).length > 0) {
      showFixErrors(t("checkout.fixErrors"));
      return;
    }
    setBusy(true);
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
        // Field errors land on the form; anything else is the server's translated message (SPEC section 8).
        const { fields } = formErrorsOf(failure);
        fail(failure);
        if (await expiredOrFailed(failure)) return;
        if (Object.keys(fields).length > 0) showFixErrors(t("checkout.fixErrors"));
        else for (const message of errorMessages(failure, (status) => translateStatus(i18n, status))) toast.error(message);
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
      await startPayment();
    } catch (failure) {
      await expiredOrFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  const goBack = async () => {
    setBusy(true);
    try {
      await cancelPayment({ variables: { uuid } });
      setTermsAccepted(false);
      // The failed or cancelled payment's notice belongs to the payment just closed.
      if (paymentOutcome) setSearch({}, { replace: true });
      client.cache.evict({ fieldName: "draft", args: { uuid } });
      await client.query({ query: CheckoutDraftDocument, variables: { uuid }, fetchPolicy: "network-only" }).catch(() => undefined);
    } catch (failure) {
      await expiredOrFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t("checkout.title")}</Title>
        <Text>
          {loaded.occasion.event.name} ·{" "}
          <time dateTime={loaded.occasion.startTime}>
            {formatDate(loaded.occasion.startTime, loaded.timeZone)} {formatTime(loaded.occasion.startTime, loaded.timeZone)}
          </time>
        </Text>
        {minutes !== null && (
          <Text fw={600} role="status" data-testid="checkout-minutes">
            {t("seatMap.minutesRemaining", { count: minutes })}
          </Text>
        )}
      </Stack>

      {paymentOutcome === "refund" && (
        <Alert color="orange" role="alert" classNames={alertClassNames} title={t("checkout.refundTitle")}>
          {t("checkout.refundPriceChanged")}
        </Alert>
      )}

      {(paymentOutcome === "failed" || paymentOutcome === "cancelled") && (
        <Alert
          color="red"
          role="alert"
          classNames={alertClassNames}
          title={t(paymentOutcome === "failed" ? "checkout.paymentFailed" : "checkout.paymentCancelled")}
        >
          {t("checkout.paymentNotCompleted")}
        </Alert>
      )}

      {pending && (
        <Alert color="orange" role="alert" classNames={alertClassNames} title={t("checkout.paymentPending")} data-testid="payment-pending">
          <Stack gap="sm">
            <Text size="sm">{t("checkout.paymentPendingHelp")}</Text>
            <Group>
              <Button onClick={() => void resumePayment()} loading={busy}>
                {t("checkout.continueToPayment")}
              </Button>
              <Button variant="default" onClick={() => void goBack()} disabled={busy}>
                {t("checkout.goBack")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <CheckoutSummary tickets={tickets} summary={draft.summary} lng={lng} />
      {!pending && (
        <Anchor component={Link} to={seatMapPath}>
          {t("checkout.changeSeats")}
        </Anchor>
      )}

      {settings.bookingNotice && (
        <Alert color="blue" title={t("checkout.notice")}>
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {settings.bookingNotice}
          </Text>
        </Alert>
      )}

      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <ClientForm
            values={values}
            onChange={setValues}
            errors={errors}
            requireAddress={settings.requireAddress}
            requireIdentityNumber={settings.requireIdentityNumber}
            disabled={pending || busy}
          />

          {requirePayment && methods.length > 0 && (
            <Radio.Group
              label={t("checkout.paymentMethod")}
              value={method}
              onChange={setMethod}
              error={errors.paymentMethodId}
              classNames={errorClassNames}
              withAsterisk
              name="paymentMethod"
            >
              <Stack gap="xs" mt="xs">
                {methods.map((entry) => (
                  <Radio key={entry.id} value={entry.id} label={entry.name} disabled={pending || busy} />
                ))}
              </Stack>
            </Radio.Group>
          )}

          <Stack gap="xs">
            <Title order={2}>{t("checkout.terms")}</Title>
            {termsHtml && (
              <Box
                mah={240}
                p="sm"
                style={{
                  overflowY: "auto",
                  border: "1px solid var(--mantine-color-default-border)",
                  borderRadius: "var(--mantine-radius-sm)",
                }}
                tabIndex={0}
                role="region"
                aria-label={t("checkout.terms")}
              >
                <Typography>
                  <div dangerouslySetInnerHTML={{ __html: termsHtml }} />
                </Typography>
              </Box>
            )}
            <Checkbox
              label={t("checkout.acceptTerms")}
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
              error={errors.termsAccepted}
              classNames={errorClassNames}
              disabled={pending || busy}
              required
            />
          </Stack>

          <Group>
            <Button type="submit" size="md" loading={busy && !pending} disabled={pending}>
              {t("checkout.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
