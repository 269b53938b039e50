import { Alert, Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigate } from "react-router";
import { useSeriesOrderResultQuery } from "../../../generated/graphql";
import { clearSeriesOrderUuid } from "../../../shared/booking/seriesOrderStore";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { SeriesExpiredNotice } from "../components/SeriesExpiredNotice";
import { SeriesOrderSummary } from "../components/SeriesOrderSummary";
import { resultPageOf, type ResultKind } from "./CheckoutResultPage";
import { useSeriesNames } from "./SeriesCheckoutPage";
import type { SeriesCheckoutLoaderData } from "./seriesCheckoutLoader";

const POLL_MS = 3_000;

/**
 * A season ticket order's result pages (issue 38): success (its number, each date's booking number and tickets, the
 * tickets e-mailed), payment pending (watching until the provider's word arrives) and expired. An order whose state
 * belongs elsewhere is sent there, as a single booking's result is.
 */
export function SeriesResultPage({ kind }: { kind: ResultKind }) {
  const loaded = useLoaderData() as SeriesCheckoutLoaderData;
  const lng = useLng();
  if (!loaded.found) return <SeriesExpiredNotice seriesId={null} lng={lng} unreadable={kind !== "expired"} />;
  return <SeriesResult kind={kind} loaded={loaded} lng={lng} />;
}

function SeriesResult({ kind, loaded, lng }: { kind: ResultKind; loaded: SeriesCheckoutLoaderData; lng: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uuid } = loaded;
  const { data } = useSeriesOrderResultQuery({
    variables: { uuid },
    fetchPolicy: "cache-and-network",
    pollInterval: kind === "pending" ? POLL_MS : 0,
    context: { skipErrorToast: true },
  });
  const result = data?.seriesOrderResult ?? null;
  const names = useSeriesNames(result?.seriesId);
  // The order's dates move together: the first one's hold stands for them all.
  const target = result ? resultPageOf({ ...result, expiresAt: result.dates[0]?.expiresAt ?? null }) : null;

  useEffect(() => {
    if (!target || target === kind) return;
    const checkout = localizedPath(lng, `/series/orders/${uuid}`);
    const path =
      typeof target === "string" ? `${checkout}/${target}` : target.checkout ? `${checkout}?payment=${target.checkout}` : checkout;
    void navigate(path, { replace: true });
  }, [target, kind, lng, uuid, navigate]);

  const finished = target === "success" || target === "expired";
  const seriesId = result?.seriesId;
  useEffect(() => {
    if (finished && seriesId) clearSeriesOrderUuid(seriesId, uuid);
  }, [finished, seriesId, uuid]);

  if (!result || target !== kind) return null;

  if (kind === "expired")
    return <SeriesExpiredNotice seriesId={result.seriesId} lng={lng} refundRequired={result.paymentStatus === "refund_required"} />;

  if (kind === "pending")
    return (
      <Stack gap="md" maw={760} data-testid="checkout-pending">
        <Title order={1}>{t("checkout.pendingTitle")}</Title>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("checkout.pendingHelp")}</Text>
        </Group>
      </Stack>
    );

  const email = result.dates[0]?.client.email;
  return (
    <Stack gap="lg" maw={760} data-testid="series-success">
      <Stack gap={4}>
        <Title order={1}>{t("series.result.successTitle")}</Title>
        <Text>{[loaded.event?.name, names.series?.name ?? loaded.series?.name].filter(Boolean).join(" · ")}</Text>
      </Stack>
      <Alert color="green" role="status" classNames={alertClassNames} title={t("series.result.orderNumber", { number: result.number })}>
        {email
          ? t("series.result.ticketsSent", { email, count: result.dates.length })
          : t("series.result.ticketsPerDate", { count: result.dates.length })}
      </Alert>
      <SeriesOrderSummary
        dates={result.dates}
        occasions={names.occasions}
        ticketTypeNames={names.ticketTypeNames}
        total={result.total}
        lng={lng}
        timeZone={loaded.timeZone}
      />
      <Anchor component={Link} to={localizedPath(lng, "/events")}>
        {t("checkout.backToEvents")}
      </Anchor>
    </Stack>
  );
}
