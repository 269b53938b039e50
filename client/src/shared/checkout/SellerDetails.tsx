import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface Seller {
  name?: string | null;
  businessId?: string | null;
  address?: string | null;
}

/** The seller's legal details a receipt carries in Finland (name, business ID, address); only the ones set, nothing when none is. */
export function SellerDetails({ seller }: { seller: Seller | null | undefined }) {
  const { t } = useTranslation();
  if (!seller?.name && !seller?.businessId && !seller?.address) return null;
  return (
    <Stack gap={2} component="section" aria-labelledby="receipt-seller" data-testid="receipt-seller">
      <Title order={2} size="h4" id="receipt-seller">
        {t("checkout.seller.title")}
      </Title>
      {seller.name && <Text>{seller.name}</Text>}
      {seller.businessId && <Text>{t("checkout.seller.businessId", { businessId: seller.businessId })}</Text>}
      {seller.address && <Text style={{ whiteSpace: "pre-line" }}>{seller.address}</Text>}
    </Stack>
  );
}
