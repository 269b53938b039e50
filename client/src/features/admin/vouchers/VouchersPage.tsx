import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useVoucherCampaignsQuery, type VoucherCampaignFieldsFragment } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { formatCents } from "../../../shared/i18n/money";
import { localizedPath } from "../../../shared/routing/paths";
import { PageLoader } from "../event/components/PageLoader";

export const VOUCHERS_PATH = "/admin/settings/vouchers";

/** A campaign's discount as people read it: '15 % off', '5,00 € off', 'price 10,00 €'. */
export function discountLabel(campaign: Pick<VoucherCampaignFieldsFragment, "kind" | "value">, lng: string, t: TFunction) {
  if (campaign.kind === "PERCENT") return t("voucherAdmin.percentOff", { value: (campaign.value / 100).toLocaleString(lng) });
  if (campaign.kind === "AMOUNT") return t("voucherAdmin.amountOff", { value: formatCents(campaign.value, lng) });
  return t("voucherAdmin.fixedPrice", { value: formatCents(campaign.value, lng) });
}

/** /admin/settings/vouchers (administer_vouchers): every campaign with its discount, codes and uses. */
export function VouchersPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useVoucherCampaignsQuery({ fetchPolicy: "cache-and-network" });
  if (!data) return <PageLoader />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t("admin.vouchers")}</Title>
        <Button component={Link} to={localizedPath(lng, `${VOUCHERS_PATH}/create`)}>
          {t("voucherAdmin.create")}
        </Button>
      </Group>
      {data.voucherCampaigns.length === 0 ? (
        <Text c="dimmed">{t("voucherAdmin.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("voucherAdmin.name")}</Table.Th>
                <Table.Th scope="col">{t("voucherAdmin.discount")}</Table.Th>
                <Table.Th scope="col">{t("voucherAdmin.codes")}</Table.Th>
                <Table.Th scope="col">{t("voucherAdmin.used")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.voucherCampaigns.map((campaign) => (
                <Table.Tr key={campaign.id} data-testid="voucher-campaign">
                  <Table.Td>
                    <Anchor component={Link} to={localizedPath(lng, `${VOUCHERS_PATH}/${campaign.id}`)}>
                      {campaign.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{discountLabel(campaign, lng, t)}</Table.Td>
                  <Table.Td>{campaign.codeCount}</Table.Td>
                  <Table.Td>{campaign.used}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
