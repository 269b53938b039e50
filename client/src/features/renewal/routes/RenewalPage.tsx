import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import {
  usePlanSpacesQuery,
  useRenewalOccupancyChangedSubscription,
  useRenewalMapQuery,
  type RenewalFieldsFragment,
} from "../../../generated/graphql";
import { applyRenewalOccupancyUpdate } from "../../../shared/booking/occupancyCache";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { CheckoutSummary, type SummaryTicket } from "../../../shared/checkout/CheckoutSummary";
import { ClientForm } from "../../../shared/checkout/ClientForm";
import { PaymentMethodChoice } from "../../../shared/checkout/PaymentMethodChoice";
import { TermsAcceptance } from "../../../shared/checkout/TermsAcceptance";
import { useLng } from "../../../shared/hooks/useLng";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { RenewalNotFound } from "../components/RenewalNotFound";
import { RenewalPaymentNotice } from "../components/RenewalPaymentNotice";
import { RenewalSeatList } from "../components/RenewalSeatList";
import { RenewalSeatMap } from "../components/RenewalSeatMap";
import { SeasonTicketDates } from "../components/SeasonTicketDates";
import { useRenewalFlow } from "../hooks/useRenewalFlow";
import type { RenewalLoaderData } from "./renewalLoader";

const AFTER_MAP_ID = "renewal-seat-list";

/** An instant as the venue shows it: dd.MM.yyyy HH:mm. */
export function venueDateTime(iso: string, timeZone: string | undefined): string {
  return `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;
}

/**
 * /renewals/:uuid (SPEC section 2): a seasonal customer's seats on next season's occasion. Before the
 * window it says when renewals open; while it is open the customer keeps all or some seats, chooses their
 * ticket types, updates their details and pays as at checkout; after it, that the seats were released.
 */
export function RenewalPage() {
  const loaded = useLoaderData() as RenewalLoaderData;
  if (!loaded.found) return <RenewalNotFound />;
  return <Renewal key={loaded.uuid} loaded={loaded} />;
}

function Renewal({ loaded }: { loaded: RenewalLoaderData }) {
  const { t } = useTranslation();
  const lng = useLng();
  const flow = useRenewalFlow(loaded.uuid);
  const map = useRenewalLiveMap(loaded.uuid, flow?.renewal.occasionId, flow?.renewal.planId);
  if (!flow) return null;
  const { renewal, settings, summary, errors, busy } = flow;
  const { timeZone } = loaded;
  const seasonTicket = Boolean(renewal.orderId);
  const open = renewal.status === "renewable" && renewal.phase === "open";
  const shown: ReadonlyArray<{ spaceId: string; id: string }> = renewal.tickets;
  const mine = new Map(shown.map((ticket) => [ticket.spaceId, open ? (flow.choices[ticket.id]?.keep ?? true) : true]));
  const summaryTickets: SummaryTicket[] = open
    ? flow.kept.map((ticket) => ({
        id: ticket.id,
        spaceName: ticket.spaceLabel,
        ticketTypeName: ticket.ticketTypeName,
        addons: [],
        total: ticket.price,
      }))
    : renewal.tickets.map((ticket) => ({
        id: ticket.id,
        spaceName: ticket.spaceLabel,
        ticketTypeName: ticket.ticketTypeName,
        addons: [],
        total: ticket.price,
      }));

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("renewal.title")}</Title>
        <Text fw={600}>{renewal.eventName}</Text>
        {!seasonTicket && (
          <Text>
            <time dateTime={renewal.startTime}>{venueDateTime(renewal.startTime, timeZone)}</time>
            {renewal.occasionTitle ? ` · ${renewal.occasionTitle}` : ""}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("checkout.bookingNumber", { number: renewal.number })} · {t("renewal.seatsBefore", { count: renewal.seatsBefore })}
        </Text>
      </Stack>

      {renewal.status === "payment" && renewal.phase !== "closed" ? (
        <RenewalPaymentNotice
          paymentMethodId={renewal.paymentMethodId ?? null}
          openPaymentMethodId={renewal.openPaymentMethodId ?? null}
          failed={renewal.paymentStatus === "failed" || renewal.paymentStatus === "cancelled"}
          deadline={venueDateTime(renewal.closesAt, timeZone)}
          methods={flow.methods}
          busy={busy}
          onContinueOpen={() => void flow.continueOpenPayment()}
          onPay={(methodId) => void flow.payWith(methodId)}
        />
      ) : (
        <WindowNotice renewal={renewal} timeZone={timeZone} />
      )}

      {seasonTicket && <SeasonTicketDates renewal={renewal} timeZone={timeZone} />}

      {renewal.tickets.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="renewal-seats-heading">
          <Title order={2} id="renewal-seats-heading">
            {t("renewal.seatsTitle")}
          </Title>
          {open && (
            <Text size="sm" c="dimmed">
              {t("renewal.seatsHelp")}
            </Text>
          )}
          <RenewalSeatMap
            svg={loaded.svg}
            plan={map.plan}
            planSpaces={map.planSpaces}
            occupancy={map.occupancy}
            mine={mine}
            onToggle={open && !busy ? flow.toggleSpace : undefined}
            skipTo={AFTER_MAP_ID}
          />
          <div id={AFTER_MAP_ID} tabIndex={-1}>
            {open && (
              <Stack gap={4}>
                <RenewalSeatList
                  tickets={renewal.tickets}
                  choices={flow.choices}
                  onChange={flow.setChoice}
                  lng={lng}
                  disabled={busy}
                  error={errors.tickets}
                />
                {errors.tickets && (
                  <Text id="renewal-seats-error" c="red.8" size="sm" role="alert">
                    {errors.tickets}
                  </Text>
                )}
              </Stack>
            )}
          </div>
        </Stack>
      )}

      <Stack gap={4}>
        {seasonTicket && (
          <Text size="sm" data-testid="renewal-season-prices">
            {t("renewal.season.prices")}
          </Text>
        )}
        <CheckoutSummary tickets={summaryTickets} summary={open ? summary : renewal.summary} lng={lng} />
      </Stack>

      {open && (
        <form onSubmit={(event) => void flow.submit(event)} noValidate>
          <Stack gap="lg">
            <ClientForm
              values={flow.values}
              onChange={flow.setValues}
              errors={errors}
              requireAddress={settings.requireAddress}
              requireIdentityNumber={settings.requireIdentityNumber}
              disabled={busy}
            />
            {summary.requirePayment && flow.methods.length > 0 && (
              <PaymentMethodChoice
                methods={flow.methods}
                value={flow.method}
                onChange={flow.setMethod}
                error={errors.paymentMethodId}
                disabled={busy}
              />
            )}
            <TermsAcceptance
              terms={settings.bookingTerms}
              accepted={flow.termsAccepted}
              onChange={flow.setTermsAccepted}
              error={errors.termsAccepted}
              disabled={busy}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {summary.requirePayment ? t("renewal.submitAndPay") : t("renewal.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Where the renewal stands: not open yet, open until the deadline, renewed, or closed (waiting for payment: RenewalPaymentNotice). */
function WindowNotice({ renewal, timeZone }: { renewal: RenewalFieldsFragment; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const closes = venueDateTime(renewal.closesAt, timeZone);
  if (renewal.status === "booked")
    return (
      <Alert color="green" role="status" classNames={alertClassNames} title={t("renewal.renewedTitle")} data-testid="renewal-renewed" />
    );
  if (renewal.phase === "closed")
    return (
      <Alert color="gray" role="status" classNames={alertClassNames} title={t("renewal.closedTitle")} data-testid="renewal-closed">
        {t("renewal.closedHelp")}
      </Alert>
    );
  if (renewal.phase === "upcoming") {
    const opens = venueDateTime(renewal.opensAt, timeZone);
    return (
      <Alert
        color="blue"
        role="status"
        classNames={alertClassNames}
        title={t("renewal.upcomingTitle", { date: opens })}
        data-testid="renewal-upcoming"
      >
        {t("renewal.upcomingHelp", { opens, closes })}
      </Alert>
    );
  }
  return (
    <Alert color="blue" classNames={alertClassNames} title={t("renewal.openTitle", { date: closes })} data-testid="renewal-open">
      {t("renewal.openHelp")}
    </Alert>
  );
}

/** The map's plan, places and occupancy, kept live through renewalOccupancyChanged (published or not). */
function useRenewalLiveMap(uuid: string, occasionId: string | undefined, planId: string | undefined) {
  const client = useApolloClient();
  const { data } = useRenewalMapQuery({ variables: { uuid }, context: { skipErrorToast: true } });
  const planSpaces = usePlanSpacesQuery({ variables: { id: planId ?? "" }, skip: !planId }).data?.plan.spaces;
  useRenewalOccupancyChangedSubscription({
    variables: { uuid },
    skip: !occasionId,
    context: { skipErrorToast: true },
    fetchPolicy: "no-cache",
    onData: ({ data: update }) => {
      const changed = update.data?.renewalOccupancyChanged;
      if (changed) applyRenewalOccupancyUpdate(client.cache, uuid, changed);
    },
  });
  return useMemo(
    () => ({ plan: data?.renewal.plan, planSpaces: planSpaces ?? [], occupancy: data?.renewal.occupancy ?? [] }),
    [data, planSpaces],
  );
}
