import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { eventTypeLabel } from "./webhookValues";

/** An endpoint's event types, each by its label (the type's name in its title). */
export function EventBadges({ events }: { events: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {events.map((type) => (
        <Badge key={type} variant="default" tt="none" title={type}>
          {eventTypeLabel(type, t)}
        </Badge>
      ))}
    </Group>
  );
}

/** Active (deliveries are sent) or paused (they wait). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={active ? "green" : "gray"} tt="none">
      {active ? t("webhookAdmin.active") : t("webhookAdmin.paused")}
    </Badge>
  );
}
