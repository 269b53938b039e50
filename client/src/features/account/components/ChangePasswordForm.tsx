import { Alert, Button, PasswordInput, Stack, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useChangePasswordMutation } from "../../../generated/graphql";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { toast } from "../../../shared/toast/toast";
import { PASSWORD_MIN_LENGTH } from "../../../shared/auth/passwordRules";

/** Client-side checks of SPEC section 5 before the server's: required, the two entries equal, minimum length. */
export function passwordFormErrors(
  values: { currentPassword: string; newPassword: string; confirmPassword: string },
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const errors: Record<string, string> = {};
  if (!values.currentPassword) errors.currentPassword = t("validation.required");
  if (!values.newPassword) errors.newPassword = t("validation.required");
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.newPassword = t("account.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = t("account.passwordsDoNotMatch");
  return errors;
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
