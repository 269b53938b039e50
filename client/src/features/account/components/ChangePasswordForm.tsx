import { changePasswordSchema } from "@seatbooking/core/input";
import { Alert, Button, PasswordInput, Stack, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useChangePasswordMutation } from "../../../generated/graphql";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { toast } from "../../../shared/toast/toast";
import { schemaErrors } from "../../../shared/form/inputProblems";

/**
 * The checks of SPEC section 5 before the round trip, by the schema the server checks the change with
 * (@seatbooking/core/input): the current password given, the new one long enough and entered twice the same.
 */
export function passwordFormErrors(
  values: { currentPassword: string; newPassword: string; confirmPassword: string },
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  return schemaErrors(changePasswordSchema, values, t);
}

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const { errors, setErrors, general, setGeneral, fail } = useFormErrors();
  const [changePassword, { loading }] = useChangePasswordMutation({ context: { skipErrorToast: true } });
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.currentTarget.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const local = passwordFormErrors(values, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await changePassword({ variables: { input: values } });
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      toast.success(t("account.passwordChanged"));
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <Title order={2}>{t("account.changePassword")}</Title>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput label={t("account.currentPassword")} autoComplete="current-password" required {...field("currentPassword")} />
        <PasswordInput label={t("account.newPassword")} autoComplete="new-password" required {...field("newPassword")} />
        <PasswordInput label={t("account.confirmPassword")} autoComplete="new-password" required {...field("confirmPassword")} />
        <Button type="submit" loading={loading} w="fit-content">
          {t("account.changePassword")}
        </Button>
      </Stack>
    </form>
  );
}
