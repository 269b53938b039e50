import { Box, Checkbox, Stack, Title, Typography } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { renderMarkdown } from "../markdown/markdown";
import { errorClassNames } from "./ClientForm";

export interface TermsAcceptanceProps {
  /** The booking terms as markdown, from the settings. */
  terms: string | null;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  error?: string;
  disabled: boolean;
}

/** The booking terms in a scrollable region (focusable, so the keyboard can scroll it) and the box that accepts them. */
export function TermsAcceptance({ terms, accepted, onChange, error, disabled }: TermsAcceptanceProps) {
  const { t } = useTranslation();
  const termsHtml = useMemo(() => (terms ? renderMarkdown(terms) : ""), [terms]);
  return (
    <Stack gap="xs">
      <Title order={2}>{t("checkout.terms")}</Title>
      {termsHtml && (
        <Box
          mah={240}
          p="sm"
          style={{
            overflowY: "auto",
            border: "1px solid var(--mantine-color-default-border)",
            borderRadius: "var(--mantine-radius-sm)",
          }}
          tabIndex={0}
          role="region"
          aria-label={t("checkout.terms")}
        >
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: termsHtml }} />
          </Typography>
        </Box>
      )}
      <Checkbox
        label={t("checkout.acceptTerms")}
        checked={accepted}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
        classNames={errorClassNames}
        disabled={disabled}
        required
      />
    </Stack>
  );
}
