import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminRolesQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";

/** /admin/settings/roles: roles with their permissions. */
export function RolesPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useAdminRolesQuery({ fetchPolicy: "cache-and-network" });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t("admin.roles")}</Title>
        <Button component={Link} to={localizedPath(lng, "/admin/settings/roles/create")}>
          {t("admin.createRole")}
        </Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("admin.roleName")}</Table.Th>
            <Table.Th>{t("admin.permissions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Anchor component={Link} to={localizedPath(lng, `/admin/settings/roles/${role.id}`)}>
                  {role.name}
                </Anchor>
                {role.description && (
                  <Text c="dimmed" fz="sm">
                    {role.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{role.permissions.map((permission) => t(`permissions.${permission}`)).join(", ")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
