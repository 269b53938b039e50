import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a screen's data arrives (usually never: the route preloads it). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t("loading.label")} />
    </Center>
  );
}
