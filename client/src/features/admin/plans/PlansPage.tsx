import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminPlansQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { plansPath } from "./planShared";

/** /admin/settings/plans: every plan with its spaces, capacity and the occasions using it. */
export function PlansPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useAdminPlansQuery({ fetchPolicy: "cache-and-network" });
  const usage = new Map(data?.planUsage.map((entry) => [entry.planId, entry]));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t("admin.plans")}</Title>
        <Button component={Link} to={localizedPath(lng, `${plansPath()}/create`)}>
          {t("planEditor.createTitle")}
        </Button>
      </Group>
      {data && data.plans.length === 0 && <Text>{t("planEditor.list.empty")}</Text>}
      <Table striped>
        <Table.Caption>{t("planEditor.list.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("planEditor.name")}</Table.Th>
            <Table.Th>{t("planEditor.list.spaces")}</Table.Th>
            <Table.Th>{t("planEditor.list.capacity")}</Table.Th>
            <Table.Th>{t("planEditor.list.occasions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.plans.map((plan) => {
            const entry = usage.get(plan.id);
            return (
              <Table.Tr key={plan.id}>
                <Table.Td>
                  <Anchor component={Link} to={localizedPath(lng, plansPath(plan.id))}>
                    {plan.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{entry?.spaces ?? 0}</Table.Td>
                <Table.Td>{entry?.capacity ?? 0}</Table.Td>
                <Table.Td>{entry?.occasions ?? 0}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
