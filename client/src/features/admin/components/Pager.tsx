import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pageRange } from "../permissions";

/** 'from - to of count' with previous / next. */
export function Pager({
  offset,
  limit,
  itemCount,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  itemCount: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const range = pageRange(offset, itemCount, total);
  return (
    <Group justify="space-between">
      <Text aria-live="polite">{t("pagination.range", range)}</Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          {t("pagination.previous")}
        </Button>
        <Button variant="default" size="xs" disabled={offset + itemCount >= total} onClick={() => onChange(offset + limit)}>
          {t("pagination.next")}
        </Button>
      </Group>
    </Group>
  );
}
