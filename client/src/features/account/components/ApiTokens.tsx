import { Alert, Button, Code, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { apiTokenSchema } from "@seatbooking/core/input";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MyApiTokensDocument, useCreateApiTokenMutation, useMyApiTokensQuery, useRevokeApiTokenMutation } from "../../../generated/graphql";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { schemaErrors } from "../../../shared/form/inputProblems";
import { ApiTokenTable } from "../../../shared/ui/ApiTokenTable";

/** Personal API tokens for other systems: create (shown once), list, revoke. */
export function ApiTokens({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const { data } = useMyApiTokensQuery({ fetchPolicy: "cache-and-network" });
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<string | null>(null);
  const refetchQueries = [{ query: MyApiTokensDocument }];
  const [createToken, { loading }] = useCreateApiTokenMutation({ refetchQueries, context: { skipErrorToast: true } });
  const [revokeToken] = useRevokeApiTokenMutation({ refetchQueries });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    const local = schemaErrors(apiTokenSchema, { name }, t);
    if (local.name) return setNameError(local.name);
    try {
      const result = await createToken({ variables: { name: name.trim() } });
      setCreated(result.data?.createApiToken.token ?? null);
      setName("");
    } catch (failure) {
      const { fields, general } = formErrorsOf(failure);
      setNameError(fields["name"] ?? general ?? t("errors.default"));
    }
  };

  const tokens = data?.myApiTokens ?? [];
  return (
    <Stack>
      <Title order={2}>{t("account.apiTokens")}</Title>
      <Text c="dimmed">{t("account.apiTokensHelp")}</Text>
      {created && (
        <Alert color="green" title={t("account.tokenCreated")} role="status">
          <Code block>{created}</Code>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t("account.tokenName")}
            required
            value={name}
            error={nameError}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button type="submit" loading={loading}>
            {t("account.createToken")}
          </Button>
        </Group>
      </form>
      <ApiTokenTable tokens={tokens} timeZone={timeZone} onRevoke={(id) => void revokeToken({ variables: { id } })} />
    </Stack>
  );
}
