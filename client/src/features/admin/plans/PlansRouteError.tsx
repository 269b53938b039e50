import { Alert, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "../../../app/errors/ErrorPage";

/**
 * The plans screens' route errors: without the permission to administer plans, a refusal in words (as the
 * occasion page says what a missing permission keeps from the user) instead of the unexpected-error page.
 */
export function PlansRouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorPage />;
  return (
    <Stack gap="sm">
      <Title order={2}>{t("planEditor.noPermissionTitle")}</Title>
      <Alert color="gray">{t("planEditor.noPermission")}</Alert>
    </Stack>
  );
}
