import { Button, Code, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";

export interface ApiTokenRow {
  id: string;
  name: string;
  tokenPrefix: string;
  lastUsedAt?: string | null;
}

/** API tokens (name, prefix, last use) with a revoke button each: a user's own, or any user's for an administrator. */
export function ApiTokenTable({ tokens, timeZone, onRevoke }: { tokens: ApiTokenRow[]; timeZone: string; onRevoke: (id: string) => void }) {
  const { t } = useTranslation();
  if (tokens.length === 0) return <Text c="dimmed">{t("account.noTokens")}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("account.tokenName")}</Table.Th>
          <Table.Th>{t("account.tokenPrefix")}</Table.Th>
          <Table.Th>{t("account.tokenLastUsed")}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tokens.map((token) => (
          <Table.Tr key={token.id}>
            <Table.Td>{token.name}</Table.Td>
            <Table.Td>
              <Code>{token.tokenPrefix}…</Code>
            </Table.Td>
            <Table.Td>
              {token.lastUsedAt ? `${formatZonedDate(token.lastUsedAt, timeZone)} ${formatZonedTime(token.lastUsedAt, timeZone)}` : "–"}
            </Table.Td>
            <Table.Td>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => onRevoke(token.id)}
                aria-label={t("account.revokeToken", { name: token.name })}
              >
                {t("account.revoke")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
