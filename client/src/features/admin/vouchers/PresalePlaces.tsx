import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import type { ApolloCache } from "@apollo/client";
import { Alert, Button, Group, Loader, Select, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useBookingFilterAdminEventsQuery,
  useOccasionAdminOverviewQuery,
  useOccasionAdminSettingsQuery,
  useSetVoucherCampaignPlacesMutation,
  useVoucherCampaignPlacesQuery,
  VoucherCampaignPlacesDocument,
  type SetVoucherCampaignPlacesMutation,
  type VoucherCampaignFieldsFragment,
  type VoucherCampaignPlacesQuery,
} from "../../../generated/admin";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";
import { toast } from "../../../shared/toast/toast";
import { AdminPlanMap, type AdminMapSpace } from "../occasion/components/AdminPlanMap";
import { SelectionBox } from "../occasion/components/SelectionPanel";
import { spaceAccessibleName, type AdminSpaceStatus } from "../occasion/spaceHolders";

const quiet = { context: { skipErrorToast: true } };

type Campaign = Pick<VoucherCampaignFieldsFragment, "id" | "eventIds" | "occasionIds">;
type SavedPlaces = SetVoucherCampaignPlacesMutation["setVoucherCampaignPlaces"];

/** A date the places can be held on: its event's name and its start in the venue's time zone. */
interface DateChoice {
  value: string;
  label: string;
}

/**
 * The places the campaign holds back for its codes (a presale), per date: the dates that have some with how many,
 * and one date's plan to select them on. Its own state and mutation, so saving leaves the campaign's form above as it is.
 */
export function PresalePlaces({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const headingId = useId();
  const places = useVoucherCampaignPlacesQuery({ variables: { campaignId: campaign.id }, ...quiet });
  const events = useBookingFilterAdminEventsQuery({ fetchPolicy: "cache-and-network" }).data?.adminEvents;
  const timeZone = useOccasionAdminSettingsQuery().data?.settings.timeZone;
  const [openId, setOpenId] = useState<string | null>(null);
  const [clearing, setClearing] = useState<string | null>(null);
  const { general, fail, setGeneral } = useFormErrors();
  const [setPlaces] = useSetVoucherCampaignPlacesMutation({
    ...quiet,
    update: (cache, { data }) => data && storePlaces(cache, campaign.id, data),
  });

  const held = useMemo(() => (places.data?.voucherCampaignPlaces ?? []).filter((entry) => entry.spaceIds.length > 0), [places.data]);
  const labels = useMemo(() => {
    const byId = new Map<string, string>();
    for (const event of events ?? [])
      for (const occasion of event.occasions) {
        const start = `${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`;
        byId.set(occasion.id, [event.name, start, occasion.title].filter(Boolean).join(" · "));
      }
    return byId;
  }, [events, timeZone]);
  const choices = useMemo((): DateChoice[] => {
    // The campaign's own scope, when it has one, narrows the dates; dates already holding places stay choosable.
    const scoped = (event: { id: string }, occasion: { id: string }) =>
      campaign.occasionIds.length > 0
        ? campaign.occasionIds.includes(occasion.id)
        : campaign.eventIds.length === 0 || campaign.eventIds.includes(event.id);
    const heldIds = new Set(held.map((entry) => entry.occasionId));
    return (events ?? []).flatMap((event) =>
      event.occasions
        .filter((occasion) => scoped(event, occasion) || heldIds.has(occasion.id))
        .map((occasion) => ({ value: occasion.id, label: labels.get(occasion.id) ?? occasion.id })),
    );
  }, [events, campaign.eventIds, campaign.occasionIds, held, labels]);

  const clear = async (occasionId: string) => {
    setClearing(occasionId);
    setGeneral(null);
    try {
      await setPlaces({ variables: { campaignId: campaign.id, occasionId, spaceIds: [] } });
      // The date's plan, when open, would still show the places it had: it closes.
      if (openId === occasionId) setOpenId(null);
      toast.success(t("voucherAdmin.places.cleared"));
    } catch (failure) {
      fail(failure);
    } finally {
      setClearing(null);
    }
  };

  const saved = held.find((entry) => entry.occasionId === openId)?.spaceIds ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t("voucherAdmin.places.heading")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("voucherAdmin.places.intro")}
      </Text>
      {places.error && <Alert color="red">{places.error.message}</Alert>}
      {general && <Alert color="red">{general}</Alert>}
      {places.data && held.length === 0 && (
        <Text size="sm" data-testid="presale-none">
          {t("voucherAdmin.places.none")}
        </Text>
      )}
      {held.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("voucherAdmin.places.date")}</Table.Th>
                <Table.Th scope="col">{t("voucherAdmin.places.count")}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t("voucherAdmin.places.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {held.map((entry) => {
                const label = labels.get(entry.occasionId) ?? entry.occasionId;
                return (
                  <Table.Tr key={entry.occasionId} data-testid="presale-date">
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>{entry.spaceIds.length}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpenId(entry.occasionId)}
                          aria-label={t("voucherAdmin.places.changeDate", { date: label })}
                        >
                          {t("voucherAdmin.places.change")}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={clearing === entry.occasionId}
                          onClick={() => void clear(entry.occasionId)}
                          aria-label={t("voucherAdmin.places.clearDate", { date: label })}
                        >
                          {t("voucherAdmin.places.clear")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Select
        label={t("voucherAdmin.places.pickDate")}
        description={campaign.eventIds.length + campaign.occasionIds.length > 0 ? t("voucherAdmin.places.scoped") : undefined}
        placeholder={t("voucherAdmin.places.pickDatePlaceholder")}
        data={choices}
        value={openId}
        onChange={setOpenId}
        searchable
        nothingFoundMessage={t("voucherAdmin.places.noDates")}
        maw={520}
      />
      {openId && places.data && (
        <PresaleDate
          key={openId}
          campaignId={campaign.id}
          occasionId={openId}
          saved={saved}
          onSave={async (spaceIds) => {
            await setPlaces({ variables: { campaignId: campaign.id, occasionId: openId, spaceIds } });
          }}
        />
      )}
    </Stack>
  );
}

/** Writes what the server saved into the campaign's places, so the list shows it without another request. */
function storePlaces(cache: ApolloCache, campaignId: string, data: SetVoucherCampaignPlacesMutation) {
  const saved: SavedPlaces = data.setVoucherCampaignPlaces;
  cache.updateQuery<VoucherCampaignPlacesQuery>({ query: VoucherCampaignPlacesDocument, variables: { campaignId } }, (old) => {
    if (!old) return old;
    const others = old.voucherCampaignPlaces.filter((entry) => entry.occasionId !== saved.occasionId);
    return { voucherCampaignPlaces: saved.spaceIds.length > 0 ? [...others, saved] : others };
  });
}

/** A place as the presale's map shows it: how full it is from the date's occupancy (who holds it is the box office's). */
function occupancyStatus(capacity: number, taken: number): AdminSpaceStatus {
  const remaining = Math.max(0, capacity - taken);
  return { state: taken === 0 ? "free" : remaining > 0 ? "partial" : "booked", taken, capacity, remaining, locked: 0, holders: [] };
}

/** One date's plan: the held places selected on it, toggled and saved as the date's whole list. */
function PresaleDate({
  campaignId,
  occasionId,
  saved,
  onSave,
}: {
  campaignId: string;
  occasionId: string;
  saved: readonly string[];
  onSave: (spaceIds: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const afterMapId = `presale-actions-${campaignId}`;
  const { data, error } = useOccasionAdminOverviewQuery({ variables: { id: occasionId }, ...quiet });
  const occasion = data?.adminOccasion;
  const planId = occasion?.plan.id;
  const [svg, setSvg] = useState<string | null | undefined>(undefined);
  const [selected, setSelected] = useState<string[]>(() => [...saved]);
  const [saving, setSaving] = useState(false);
  const { errors, general, fail, setErrors, setGeneral } = useFormErrors();

  useEffect(() => {
    if (!planId) return;
    const abort = new AbortController();
    void fetchPlanSvg(planId, abort.signal).then((text) => {
      if (!abort.signal.aborted) setSvg(text);
    });
    return () => abort.abort();
  }, [planId]);

  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const spaces = useMemo((): AdminMapSpace[] => {
    if (!occasion) return [];
    const occupancy = new Map(occasion.occupancy.map((entry) => [entry.spaceId, entry]));
    return occasion.plan.spaces.map((space) => {
      const entry = occupancy.get(space.id);
      const status = occupancyStatus(entry?.maxTickets ?? space.maxTickets, entry?.count ?? 0);
      return {
        id: space.id,
        name: space.name,
        placeLabel: space.label,
        status,
        state: status.state,
        label: spaceAccessibleName(space.label, status, t),
        selected: selectedSet.has(space.id),
      };
    });
  }, [occasion, selectedSet, t]);

  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!occasion) return <Loader aria-label={t("adminOccasion.map.loading")} />;

  const names = selected.flatMap((id) => spaces.find((space) => space.id === id)?.placeLabel ?? []);
  const savedSet = new Set(saved);
  const changed = selected.length !== savedSet.size || selected.some((id) => !savedSet.has(id));
  const toggle = (spaceId: string) =>
    setSelected((current) => (current.includes(spaceId) ? current.filter((id) => id !== spaceId) : [...current, spaceId]));

  const save = async () => {
    setSaving(true);
    setErrors({});
    setGeneral(null);
    try {
      await onSave(selected);
      toast.success(t("voucherAdmin.places.saved", { count: selected.length }));
    } catch (failure) {
      fail(failure);
    } finally {
      setSaving(false);
    }
  };
  const problem = errors["spaceIds"] ?? errors["occasionId"] ?? general;

  return (
    <Stack gap="sm">
      {svg === undefined ? (
        <Loader aria-label={t("adminOccasion.map.loading")} />
      ) : svg === null ? (
        <Alert color="orange">{t("adminOccasion.map.unavailable")}</Alert>
      ) : (
        <AdminPlanMap svg={svg} plan={occasion.plan} spaces={spaces} onToggle={toggle} skipTo={afterMapId} />
      )}
      <div id={afterMapId} tabIndex={-1}>
        <SelectionBox names={names} emptyText={t("voucherAdmin.places.selectHint")}>
          {problem && (
            <Text size="sm" c="red.9" role="alert" data-testid="presale-error">
              {problem}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={() => void save()} loading={saving} disabled={!changed}>
              {t("voucherAdmin.places.save")}
            </Button>
            <Button variant="subtle" onClick={() => setSelected([])} disabled={selected.length === 0 || saving}>
              {t("adminOccasion.selection.clear")}
            </Button>
          </Group>
        </SelectionBox>
      </div>
    </Stack>
  );
}
