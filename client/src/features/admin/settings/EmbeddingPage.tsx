import { Alert, Button, Code, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguagesQuery } from "../../../generated/graphql";
import { useEmbedOriginsQuery, useSaveEmbedOriginsMutation } from "../../../generated/admin";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { toast } from "../../../shared/toast/toast";
import { PageLoader } from "../event/components/PageLoader";
import { originsFieldError } from "./embedOrigins";

/**
 * /admin/settings/embedding (administer_settings; issue 40): the snippet a venue puts on its own pages, and the sites
 * (origins) whose pages may frame the widget, one per line. The server checks and normalizes them; a refused line is
 * named by its number.
 */
export function EmbeddingPage() {
  const { data } = useEmbedOriginsQuery({ fetchPolicy: "network-only" });
  if (!data) return <PageLoader />;
  return <EmbeddingEditor saved={data.embedOrigins} />;
}

function EmbeddingEditor({ saved }: { saved: readonly string[] }) {
  const { t } = useTranslation();
  const lng = useLng();
  const { data: languages } = useLanguagesQuery({ context: { withoutLanguage: true } });
  const [save, { loading }] = useSaveEmbedOriginsMutation({ context: { skipErrorToast: true } });
  const [text, setText] = useState(saved.join("\n"));
  const [listed, setListed] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const codes = languages?.languages.map((language) => language.id) ?? [lng];
  const snippet = `<script src="${window.location.origin}/embed.js" data-event="…" data-lng="${lng}"></script>`;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every line is sent as typed, empty ones too, so a refusal's index is its line.
    const lines = text.split("\n");
    try {
      const result = await save({ variables: { origins: lines } });
      const origins = result.data?.saveEmbedOrigins ?? [];
      setListed(origins);
      setText(origins.join("\n"));
      setError(null);
      toast.success(t("admin.saved"));
    } catch (failure) {
      const { fields, general } = formErrorsOf(failure);
      setError(originsFieldError(fields, (line, message) => t("embedAdmin.line", { line, message })) ?? general);
    }
  };

  return (
    <Stack maw={760}>
      <Title order={2}>{t("embedAdmin.title")}</Title>
      <Text size="sm">{t("embedAdmin.help")}</Text>
      <Stack gap={4}>
        <Text fw={600} size="sm" id="embed-snippet-label">
          {t("embedAdmin.snippet")}
        </Text>
        <Code block aria-labelledby="embed-snippet-label" data-testid="embed-snippet">
          {snippet}
        </Code>
        <Text size="sm" c="dimmed">
          {t("embedAdmin.snippetHelp", { languages: codes.join(", ") })}
        </Text>
      </Stack>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("embedAdmin.title")}>
        <Stack gap="sm">
          <Textarea
            label={t("embedAdmin.origins")}
            description={t("embedAdmin.originsHelp")}
            autosize
            minRows={3}
            maxRows={22}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            errorProps={{ style: { whiteSpace: "pre-line" } }}
          />
          {listed.length === 0 && (
            <Alert color="gray" role="status">
              {t("embedAdmin.none")}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={loading}>
              {t("admin.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
