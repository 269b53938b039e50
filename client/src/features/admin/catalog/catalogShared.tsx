import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguagesQuery } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import type { TabLanguage } from "../components/TranslationTabs";

/** The site's languages (default first), as the translation tabs take them; null while loading. */
export function useCatalogLanguages(): readonly TabLanguage[] | null {
  const { data } = useLanguagesQuery({ context: { withoutLanguage: true } });
  return data?.languages ?? null;
}

export interface CatalogColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A catalogue list (SPEC section 9 style): the title, a create button, and a table whose first column
 * links to each record's form.
 */
export function CatalogList<Row extends { id: string; name: string }>({
  title,
  createLabel,
  basePath,
  rows,
  nameLabel,
  columns,
  emptyText,
}: {
  title: string;
  createLabel: string;
  /** e.g. '/admin/settings/ticket-types'. */
  basePath: string;
  rows: readonly Row[] | undefined;
  nameLabel: string;
  columns: ReadonlyArray<CatalogColumn<Row>>;
  emptyText: string;
}) {
  const lng = useLng();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button component={Link} to={localizedPath(lng, `${basePath}/create`)}>
          {createLabel}
        </Button>
      </Group>
      {rows && rows.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameLabel}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={localizedPath(lng, `${basePath}/${row.id}`)}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A form page whose record is not (or no longer) there. */
export function CatalogNotFound() {
  const { t } = useTranslation();
  return <Text role="alert">{t("catalogAdmin.notFound")}</Text>;
}
