import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** The first focusable element: jumps past the top bar to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t("app.skipToContent")}
    </Anchor>
  );
}
