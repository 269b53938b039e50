import { Button, Code, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  AdminUserApiTokensDocument,
  useAdminUserApiTokensQuery,
  useRevokeUserApiTokenMutation,
  useSettingsQuery,
} from "../../../generated/graphql";
import { formatDate, formatTime } from "../../../shared/i18n/dates";
import { toast } from "../../../shared/toast/toast";

/** A user's API tokens on their admin page: an administrator can revoke any of them. */
export function UserApiTokens({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data } = useAdminUserApiTokensQuery({ variables: { userId }, fetchPolicy: "cache-and-network" });
  const { data: settings } = useSettingsQuery({ fetchPolicy: "cache-first" });
  const timeZone = settings?.settings.timeZone ?? "Europe/Helsinki";
  const [revokeToken] = useRevokeUserApiTokenMutation({ refetchQueries: [{ query: AdminUserApiTokensDocument, variables: { userId } }] });

  const revoke = async (id: string) => {
    await revokeToken({ variables: { id } });
    toast.success(t("admin.tokenRevoked"));
  };

  const tokens = data?.apiTokens ?? [];
  return (
    <Stack>
      <Title order={3}>{t("account.apiTokens")}</Title>
      <Text c="dimmed">{t("admin.apiTokensHelp")}</Text>
      {tokens.length === 0 ? (
        <Text c="dimmed">{t("account.noTokens")}</Text>
      ) : (
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
                  {token.lastUsedAt ? `${formatDate(token.lastUsedAt, timeZone)} ${formatTime(token.lastUsedAt, timeZone)}` : "–"}
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => void revoke(token.id)}
                    aria-label={t("account.revokeToken", { name: token.name })}
                  >
                    {t("account.revoke")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
