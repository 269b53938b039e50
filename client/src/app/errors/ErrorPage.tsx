import { Code, Stack, Text, Title } from "@mantine/core";
import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams, useRouteError } from "react-router";
import { translateStatus } from "../../shared/i18n/i18n";
import { releaseBootPage } from "../../shared/plan/bootMap";
import { localizedPath } from "../../shared/routing/paths";
import { RouterAnchor } from "../../shared/ui/RouterAnchor";
import { describeRouteError } from "./errorDetails";

/** The generic route error page (SPEC section 2): 'Oops!', the apology, location, status/message. */
export function ErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const { lng } = useParams();
  const { t, i18n } = useTranslation();
  const details = describeRouteError(
    error,
    (status) => translateStatus(i18n, status),
    (status) => i18n.exists(`errors.${status}`),
  );
  // A seat map that failed to load: the map the server drew gives way to the error.
  useLayoutEffect(() => releaseBootPage(), []);

  return (
    <Stack gap="sm" py="lg" aria-labelledby="error-page-title">
      <Title order={1} id="error-page-title">
        {t("errorPage.title")}
      </Title>
      <Text>{t("errorPage.message")}</Text>
      <Text>
        {t("errorPage.location")}: <Code>{`${location.pathname}${location.search}`}</Code>
      </Text>
      <Text fs="italic" data-testid="error-status">
        {details.status !== undefined ? `${details.status} ${details.text}` : details.text}
      </Text>
      {details.message && <Text>{details.message}</Text>}
      <RouterAnchor to={lng ? localizedPath(lng) : "/"}>{t("errorPage.backHome")}</RouterAnchor>
    </Stack>
  );
}
