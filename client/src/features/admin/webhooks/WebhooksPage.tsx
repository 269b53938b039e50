import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWebhookEndpointsQuery, type WebhookEndpointFieldsFragment } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { PageLoader } from "../event/components/PageLoader";
import { SignatureHelp } from "./SignatureHelp";
import { ActiveBadge, EventBadges } from "./WebhookBadges";
import { WEBHOOKS_PATH } from "./webhookValues";

/** /admin/settings/webhooks (administer_settings, issue 40): the endpoints other systems are told of events at. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useWebhookEndpointsQuery({ fetchPolicy: "cache-and-network" });
  if (!data) return <PageLoader />;
  const endpoints = data.webhookEndpoints;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t("admin.webhooks")}</Title>
        <Button component={Link} to={localizedPath(lng, `${WEBHOOKS_PATH}/create`)}>
          {t("webhookAdmin.create")}
        </Button>
      </Group>
      <Text size="sm">{t("webhookAdmin.intro")}</Text>
      {endpoints.length === 0 ? (
        <Text c="dimmed">{t("webhookAdmin.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("webhookAdmin.url")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.events")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.status")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.pending")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.failed")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {endpoints.map((endpoint) => (
                <EndpointRow key={endpoint.id} endpoint={endpoint} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SignatureHelp />
    </Stack>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointFieldsFragment }) {
  const lng = useLng();
  return (
    <Table.Tr data-testid="webhook-endpoint">
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} to={localizedPath(lng, `${WEBHOOKS_PATH}/${endpoint.id}`)} style={{ wordBreak: "break-all" }}>
            {endpoint.url}
          </Anchor>
          {endpoint.description && (
            <Text size="sm" c="dimmed">
              {endpoint.description}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <EventBadges events={endpoint.events} />
      </Table.Td>
      <Table.Td>
        <ActiveBadge active={endpoint.active} />
      </Table.Td>
      <Table.Td>{endpoint.pendingDeliveries}</Table.Td>
      <Table.Td>{endpoint.failedDeliveries > 0 ? <Text c="red.9">{endpoint.failedDeliveries}</Text> : 0}</Table.Td>
    </Table.Tr>
  );
}
