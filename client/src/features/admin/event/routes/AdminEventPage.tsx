import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useAdminEventOverviewQuery } from "../../../../generated/admin";
import { useAuthUser } from "../../../../shared/auth/auth";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { adminPaths } from "../adminPaths";
import { OccasionTable } from "../components/OccasionTable";
import { PageLoader } from "../components/PageLoader";
import { venueAbilities } from "../../permissions";
import { SeriesSection } from "../../series/components/SeriesSection";

/**
 * /admin/events/:eventId: the event, its occasions and its series, with the ways to edit them and add one (administer_events;
 * a seller, sell_tickets, sees the event and its occasions on the way to an occasion's box office).
 */
export function AdminEventPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { eventId = "" } = useParams();
  const { data } = useAdminEventOverviewQuery({ variables: { id: eventId } });
  const event = data?.adminEvent;
  const canEdit = venueAbilities(useAuthUser()?.permissions ?? []).manageEvents;
  if (!event) return <PageLoader />;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{event.name}</Title>
          <Group gap="xs">
            <Badge color={event.published ? "green" : "gray"}>{event.published ? t("admin.published") : t("admin.unpublished")}</Badge>
            <Badge color="gray" variant="outline">
              {t(`adminEvents.statuses.${event.status}`, { defaultValue: event.status })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t("adminEvents.planIs", { plan: event.plan.name })}
            </Text>
          </Group>
        </Stack>
        {canEdit && (
          <Button component={Link} to={localizedPath(lng, adminPaths.editEvent(event.id))} variant="default">
            {t("adminEvents.editEvent")}
          </Button>
        )}
      </Group>
      {event.description && <Text style={{ whiteSpace: "pre-line" }}>{event.description}</Text>}
      <Group justify="space-between">
        <Title order={2}>{t("adminOccasions.title")}</Title>
        {canEdit && (
          <Button component={Link} to={localizedPath(lng, adminPaths.createOccasion(event.id))}>
            {t("adminOccasions.createTitle")}
          </Button>
        )}
      </Group>
      <OccasionTable eventId={event.id} occasions={event.occasions} canEdit={canEdit} />
      <SeriesSection eventId={event.id} canEdit={canEdit} />
    </Stack>
  );
}
