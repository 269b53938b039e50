import { Select, Stack, Table, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSpaceSeasonHistoryQuery } from "../../../../generated/admin";
import { formatZoned } from "@seatbooking/core";

/** Who held one seat in each season of the occasion's chain, and whether they renewed it for the next. */
export function SeatHistory({
  occasionId,
  spaces,
  timeZone,
}: {
  occasionId: string;
  spaces: ReadonlyArray<{ id: string; label: string }>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const { data } = useSpaceSeasonHistoryQuery({
    variables: { occasionId, spaceId: spaceId ?? "" },
    skip: !spaceId,
    fetchPolicy: "network-only",
  });
  const rows = spaceId ? data?.spaceSeasonHistory : undefined;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("renewalConsole.history.heading")}
      </Title>
      <Select
        label={t("renewalConsole.history.seat")}
        searchable
        clearable
        value={spaceId}
        onChange={setSpaceId}
        data={spaces.map((space) => ({ value: space.id, label: space.label }))}
        maw={240}
      />
      {rows && rows.length === 0 && <Text size="sm">{t("renewalConsole.history.empty")}</Text>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="seat-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("renewalConsole.history.season")}</Table.Th>
                <Table.Th scope="col">{t("renewalConsole.history.holder")}</Table.Th>
                <Table.Th scope="col">{t("renewalConsole.history.next")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.bookingId}>
                  <Table.Td>
                    {row.eventName} · {formatZoned(row.startTime, timeZone)}
                  </Table.Td>
                  <Table.Td>
                    #{row.bookingNumber} {row.clientName ?? ""} · {t(`bookingStatus.${row.bookingStatus}`)}
                    {row.renewedFromPrevious ? ` (${t("renewalConsole.history.renewal")})` : ""}
                  </Table.Td>
                  <Table.Td>{row.renewal ? t(`renewalConsole.history.${row.renewal}`) : "–"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
