import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useLoginMutation } from "../../../generated/graphql";
import { useAppServices } from "../../../app/providers/useAppServices";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { switchSession } from "../session";

/** The login page (SPEC section 2: /account when anonymous). */
export function LoginForm() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { preloader } = useAppServices();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useLoginMutation({ context: { skipErrorToast: true } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await login({ variables: { email, password } });
      if (result.data) {
        await switchSession(client, preloader, result.data.login);
        await revalidator.revalidate();
      }
    } catch (failure) {
      setError(formErrorsOf(failure).general ?? t("errors.default"));
    }
  };

  return (
    <Paper withBorder p="lg" maw={420}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1}>{t("account.loginTitle")}</Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t("account.email")}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t("account.password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={loading}>
            {t("account.login")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
