import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The organizer's notice from the settings, with its line breaks kept. */
export function BookingNotice({ notice }: { notice: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t("checkout.notice")}>
      <Text size="sm" style={{ whiteSpace: "pre-line" }}>
        {notice}
      </Text>
    </Alert>
  );
}
