import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminEventSeriesDocument, useAdminEventSeriesQuery, useDeleteSeriesMutation } from "../../../../generated/admin";
import { useLng } from "../../../../shared/hooks/useLng";
import { formatCents } from "../../../../shared/i18n/money";
import { localizedPath } from "../../../../shared/routing/paths";
import { toast } from "../../../../shared/toast/toast";
import { ConfirmDeleteButton } from "../../components/ConfirmDeleteButton";
import { showFailureToast } from "../../components/failureToast";
import { adminPaths } from "../../event/adminPaths";
import { priceRange } from "../seriesFormValues";
import { NextSeriesAction } from "./NextSeriesAction";

/**
 * The event page's series (season tickets): name, dates, the price span, published and on sale; for administer_events
 * (`canEdit`) 'New series', and each one's edit, delete (refused, in a toast, once its season tickets are sold) and next
 * season (create it, or go to it).
 */
export function SeriesSection({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  const { data } = useAdminEventSeriesQuery({ variables: { eventId } });
  const [deleteSeries] = useDeleteSeriesMutation({
    context: { skipErrorToast: true },
    refetchQueries: [{ query: AdminEventSeriesDocument, variables: { eventId } }],
    awaitRefetchQueries: true,
  });
  const list = data?.adminEventSeries;
  const yesNo = (value: boolean) => (value ? t("admin.yes") : t("admin.no"));

  const remove = async (id: string) => {
    try {
      await deleteSeries({ variables: { id } });
    } catch (failure) {
      showFailureToast(failure, i18n, t("adminSeries.notDeleted"));
      return;
    }
    toast.success(t("admin.deleted"));
  };

  return (
    <Stack component="section" aria-labelledby="event-series-heading">
      <Group justify="space-between">
        <Title order={2} id="event-series-heading">
          {t("adminSeries.title")}
        </Title>
        {canEdit && (
          <Button component={Link} to={localizedPath(lng, adminPaths.createSeries(eventId))}>
            {t("adminSeries.createTitle")}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t("adminSeries.intro")}
      </Text>
      {list && list.length === 0 && <Text c="dimmed">{t("adminSeries.none")}</Text>}
      {list && list.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-labelledby="event-series-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("adminSeries.name")}</Table.Th>
                <Table.Th>{t("adminSeries.dates")}</Table.Th>
                <Table.Th>{t("adminSeries.price")}</Table.Th>
                <Table.Th>{t("adminEvents.published")}</Table.Th>
                <Table.Th>{t("adminSeries.onSale")}</Table.Th>
                {canEdit && <Table.Th>{t("adminEvents.prices.actions")}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((series) => {
                const range = priceRange(series.prices);
                return (
                  <Table.Tr key={series.id}>
                    <Table.Td>{series.name}</Table.Td>
                    <Table.Td>{t("adminSeries.dateCount", { count: series.dates.length })}</Table.Td>
                    <Table.Td>
                      {!range
                        ? t("adminSeries.noPrices")
                        : range.from === range.to
                          ? formatCents(range.from, lng)
                          : t("adminSeries.priceRange", { from: formatCents(range.from, lng), to: formatCents(range.to, lng) })}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={series.published ? "green" : "gray"}>{yesNo(series.published)}</Badge>
                    </Table.Td>
                    <Table.Td>{yesNo(series.onSale)}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Anchor
                            component={Link}
                            to={localizedPath(lng, adminPaths.editSeries(eventId, series.id))}
                            aria-label={t("adminSeries.editNamed", { name: series.name })}
                          >
                            {t("adminEvents.edit")}
                          </Anchor>
                          <ConfirmDeleteButton
                            size="xs"
                            label={t("adminSeries.deleteNamed", { name: series.name })}
                            title={t("adminSeries.deleteTitle")}
                            text={t("adminSeries.deleteText")}
                            onConfirm={() => remove(series.id)}
                          />
                          <NextSeriesAction series={series} size="xs" />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
