import { Button, List, Popover, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The events list's completeness cell (issue 15): "Complete", or how many texts are missing, opening the list of
 * what is missing in which language and where to fix it (the server's lines).
 */
export function MissingTranslations({ eventName, missing }: { eventName: string; missing: ReadonlyArray<{ message: string }> }) {
  const { t } = useTranslation();
  if (missing.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("adminEvents.complete")}
      </Text>
    );
  const label = t("adminEvents.missingCount", { count: missing.length });
  return (
    <Popover width={420} position="bottom-start" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button size="compact-sm" variant="filled" color="yellow" aria-label={`${eventName}: ${label}`}>
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">
          {t("adminEvents.missingTitle")}
        </Text>
        <List size="sm" spacing={4}>
          {missing.map((item) => (
            <List.Item key={item.message}>{item.message}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
