import { Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SalesReportQuery } from "../../../generated/admin";
import { formatCents, formatPercentage } from "../../../shared/i18n/money";

type Report = SalesReportQuery["salesReport"];
type Figures = Report["totals"];
type Share = Figures["vat"][number];

/** VAT per rate, one line each: '25,5 %: 7,96 €'. */
function VatLines({ shares, lng }: { shares: readonly Share[]; lng: string }) {
  const { t } = useTranslation();
  if (shares.length === 0) return <>–</>;
  return (
    <Stack gap={0}>
      {shares.map((share) => (
        <Text key={share.rate ?? "none"} size="sm">
          {share.rate === null
            ? t("adminReports.vatUnknown", { gross: formatCents(share.gross, lng) })
            : t("adminReports.vatLine", { rate: formatPercentage(share.rate, lng), vat: formatCents(share.vat, lng) })}
        </Text>
      ))}
    </Stack>
  );
}

function FigureCells({ figures, lng }: { figures: Figures; lng: string }) {
  return (
    <>
      <Table.Td ta="right">{figures.payments}</Table.Td>
      <Table.Td ta="right">{formatCents(figures.gross, lng)}</Table.Td>
      <Table.Td>
        <VatLines shares={figures.vat} lng={lng} />
      </Table.Td>
      <Table.Td ta="right">{formatCents(figures.refunded, lng)}</Table.Td>
      <Table.Td>
        <VatLines shares={figures.refundedVat} lng={lng} />
      </Table.Td>
      <Table.Td ta="right">{formatCents(figures.refundsOwed, lng)}</Table.Td>
      <Table.Td ta="right">{formatCents(figures.net, lng)}</Table.Td>
    </>
  );
}

/** The report's rows (day, payment method, provider) and its total line. */
export function SalesReportTable({ report, lng }: { report: Report; lng: string }) {
  const { t } = useTranslation();
  const method = (id: string) => t(`adminBookings.providers.${id}`, { defaultValue: id });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder aria-label={t("adminReports.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("adminReports.columns.day")}</Table.Th>
            <Table.Th>{t("adminReports.columns.paymentMethod")}</Table.Th>
            <Table.Th>{t("adminReports.columns.provider")}</Table.Th>
            <Table.Th ta="right">{t("adminReports.columns.payments")}</Table.Th>
            <Table.Th ta="right">{t("adminReports.columns.gross")}</Table.Th>
            <Table.Th>{t("adminReports.columns.vat")}</Table.Th>
            <Table.Th ta="right">{t("adminReports.columns.refunded")}</Table.Th>
            <Table.Th>{t("adminReports.columns.refundedVat")}</Table.Th>
            <Table.Th ta="right">{t("adminReports.columns.refundsOwed")}</Table.Th>
            <Table.Th ta="right">{t("adminReports.columns.net")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={`${row.day} ${row.paymentMethod} ${row.provider}`}>
              <Table.Td>{row.day.split("-").reverse().join(".")}</Table.Td>
              <Table.Td>{method(row.paymentMethod)}</Table.Td>
              <Table.Td>{method(row.provider)}</Table.Td>
              <FigureCells figures={row} lng={lng} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={3}>
              {t("adminReports.total")}
            </Table.Th>
            <FigureCells figures={report.totals} lng={lng} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
