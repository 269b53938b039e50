import { Anchor, Badge, Button, Group, Stack, Table, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminUsersQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { Pager } from "../components/Pager";

const PAGE = 25;

/** /admin/settings/users: users with their roles, a page at a time. */
export function UsersPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const [offset, setOffset] = useState(0);
  const { data } = useAdminUsersQuery({ variables: { offset, limit: PAGE }, fetchPolicy: "cache-and-network" });
  const page = data?.users;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t("admin.users")}</Title>
        <Button component={Link} to={localizedPath(lng, "/admin/settings/users/create")}>
          {t("admin.createUser")}
        </Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("account.email")}</Table.Th>
            <Table.Th>{t("admin.roles")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page?.items.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={localizedPath(lng, `/admin/settings/users/${user.id}`)}>
                  {user.email}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Badge key={role.id} variant="light">
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page && <Pager offset={page.offset} limit={page.limit} itemCount={page.items.length} total={page.total} onChange={setOffset} />}
    </Stack>
  );
}
