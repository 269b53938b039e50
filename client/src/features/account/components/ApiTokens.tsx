import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MyApiTokensDocument, useCreateApiTokenMutation, useMyApiTokensQuery, useRevokeApiTokenMutation } from "../../../generated/graphql";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { formatDate, formatTime } from "../../../shared/i18n/dates";

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
    if (!name.trim()) return setNameError(t("validation.required"));
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
      {tokens.length === 0 ? (
        <Text c="dimmed">{t("account.noTokens")}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("account.tokenName")}</Table.Th>
              <Table.Th>{t("account.tokenPrefix")}</Table.Th>
              <Table.Th>{t("account.tokenLastUsed")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>
                  <Code>{token.tokenPrefix}…</Code>
                </Table.Td>
                <Table.Td>
                  {token.lastUsedAt ? `${formatDate(token.lastUsedAt, timeZone)} ${formatTime(token.lastUsedAt, timeZone)}` : "–"}
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => revokeToken({ variables: { id: token.id } })}
                    aria-label={t("account.revokeToken", { name: token.name })}
                  >
                    {t("account.revoke")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
