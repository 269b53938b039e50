import { DEFAULT_TIME_ZONE } from "@seatbooking/core";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSettingsQuery } from "../../../generated/graphql";
import { AdminUserApiTokensDocument, useAdminUserApiTokensQuery, useRevokeUserApiTokenMutation } from "../../../generated/admin";
import { ApiTokenTable } from "../../../shared/ui/ApiTokenTable";
import { toast } from "../../../shared/toast/toast";

/** A user's API tokens on their admin page: an administrator can revoke any of them. */
export function UserApiTokens({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data } = useAdminUserApiTokensQuery({ variables: { userId }, fetchPolicy: "cache-and-network" });
  const { data: settings } = useSettingsQuery({ fetchPolicy: "cache-first" });
  const timeZone = settings?.settings.timeZone ?? DEFAULT_TIME_ZONE;
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
      <ApiTokenTable tokens={tokens} timeZone={timeZone} onRevoke={(id) => void revoke(id)} />
    </Stack>
  );
}
