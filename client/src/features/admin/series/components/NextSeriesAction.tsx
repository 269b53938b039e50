import { Anchor, Button } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AdminEventsDocument, useAdminSeriesLinkQuery } from "../../../../generated/admin";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { toast } from "../../../../shared/toast/toast";
import { adminPaths } from "../../event/adminPaths";
import { useVenueTimeZone } from "../../event/useVenueTimeZone";
import { NextSeriesDialog, type CreatedSeries } from "./NextSeriesDialog";

type SeriesOfAction = { id: string; name: string; saleStart?: string | null; nextSeriesId?: string | null };

/**
 * A series' next season (administer_events): once created, a link to its editor; before, 'Create next season' and its
 * dialog, which on success says how many dates were created and goes to the new series' event page.
 */
export function NextSeriesAction({ series, size }: { series: SeriesOfAction; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const client = useApolloClient();
  const timeZone = useVenueTimeZone();
  const [creating, setCreating] = useState(false);
  if (series.nextSeriesId) return <NextSeriesLink nextSeriesId={series.nextSeriesId} name={series.name} />;

  const created = (next: CreatedSeries) => {
    setCreating(false);
    // This series now has its next season: its list row and editor link to it instead of offering to create it.
    client.cache.modify({
      id: client.cache.identify({ __typename: "Series", id: series.id }),
      fields: { nextSeriesId: () => next.id },
    });
    void client
      .query({ query: AdminEventsDocument, fetchPolicy: "network-only", context: { skipErrorToast: true } })
      .catch(() => undefined);
    toast.success(t("adminSeries.nextSeason.created", { count: next.dates.length }));
    void navigate(localizedPath(lng, adminPaths.event(next.eventId)));
  };

  return (
    <>
      <Button
        size={size}
        variant="light"
        onClick={() => setCreating(true)}
        aria-label={t("adminSeries.nextSeason.createNamed", { name: series.name })}
      >
        {t("adminSeries.nextSeason.create")}
      </Button>
      {creating && <NextSeriesDialog series={series} timeZone={timeZone} onClose={() => setCreating(false)} onCreated={created} />}
    </>
  );
}

function NextSeriesLink({ nextSeriesId, name }: { nextSeriesId: string; name: string }) {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useAdminSeriesLinkQuery({ variables: { id: nextSeriesId }, context: { skipErrorToast: true } });
  const next = data?.adminSeries;
  if (!next) return null;
  return (
    <Anchor
      component={Link}
      to={localizedPath(lng, adminPaths.editSeries(next.eventId, next.id))}
      aria-label={t("adminSeries.nextSeason.linkNamed", { name })}
    >
      {t("adminSeries.nextSeason.link")}
    </Anchor>
  );
}
