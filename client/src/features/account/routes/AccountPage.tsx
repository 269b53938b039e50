import { DEFAULT_TIME_ZONE } from "@seatbooking/core";
import { Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSettingsQuery } from "../../../generated/graphql";
import { useAuthUser } from "../../../shared/auth/auth";
import { ApiTokens } from "../components/ApiTokens";
import { ChangePasswordForm } from "../components/ChangePasswordForm";
import { LoginForm } from "../components/LoginForm";
import { useLogout } from "../useLogout";

/** /account: the login page when anonymous; my account (password, API tokens, logout) when signed in. */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { data: settings } = useSettingsQuery({ fetchPolicy: "cache-first" });
  const logout = useLogout();
  if (!user) return <LoginForm />;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={1}>{t("account.myAccount")}</Title>
          <Text c="dimmed">{t("account.signedInAs", { email: user.email })}</Text>
        </div>
        <Button variant="outline" onClick={() => void logout()}>
          {t("account.logout")}
        </Button>
      </Group>
      <ChangePasswordForm email={user.email} />
      <Divider />
      <ApiTokens timeZone={settings?.settings.timeZone ?? DEFAULT_TIME_ZONE} />
    </Stack>
  );
}
