import { Alert, Button, Checkbox, Divider, Group, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { newUserSchema, passwordSchema, userChangeSchema } from "@seatbooking/core/input";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import {
  AdminUsersDocument,
  useAdminRolesQuery,
  useAdminUserQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useSetUserPasswordMutation,
  useUpdateUserMutation,
} from "../../../generated/admin";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { schemaErrors } from "../../../shared/form/inputProblems";
import { UserApiTokens } from "../components/UserApiTokens";

/** /admin/settings/users/create and /admin/settings/users/:userId: e-mail, roles, a new password, delete, the user's API tokens. */
export function UserFormPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const { userId } = useParams();
  const editing = Boolean(userId);
  // Read again on every visit (no loader reads them): a role created, renamed or deleted since shows as it is now.
  const { data: existing } = useAdminUserQuery({ variables: { id: userId ?? "" }, skip: !editing, fetchPolicy: "cache-and-network" });
  const { data: rolesData } = useAdminRolesQuery({ fetchPolicy: "cache-and-network" });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const { errors, setErrors, general, setGeneral, fail } = useFormErrors();
  const options = { context: { skipErrorToast: true }, refetchQueries: [AdminUsersDocument] };
  const [createUser, created] = useCreateUserMutation(options);
  const [updateUser, updated] = useUpdateUserMutation(options);
  const [setUserPassword, passwordSet] = useSetUserPasswordMutation({ context: { skipErrorToast: true } });
  const [deleteUser] = useDeleteUserMutation(options);

  useEffect(() => {
    if (existing?.user) {
      setEmail(existing.user.email);
      setRoleIds(existing.user.roles.map((role) => role.id));
    }
  }, [existing]);

  const back = () => navigate(localizedPath(lng, "/admin/settings/users"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const local = editing ? schemaErrors(userChangeSchema, { email }, t) : schemaErrors(newUserSchema, { email, password }, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      if (editing) await updateUser({ variables: { id: userId!, input: { email, roleIds } } });
      else await createUser({ variables: { input: { email, password, roleIds } } });
      toast.success(t("admin.saved"));
      await back();
    } catch (failure) {
      fail(failure);
    }
  };

  const changePassword = async () => {
    const local = schemaErrors(passwordSchema, { password }, t);
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      await setUserPassword({ variables: { id: userId!, password } });
      setPassword("");
      toast.success(t("account.passwordChanged"));
    } catch (failure) {
      fail(failure);
    }
  };

  const remove = async () => {
    try {
      await deleteUser({ variables: { id: userId! } });
      toast.success(t("admin.deleted"));
      await back();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        <Title order={2}>{editing ? t("admin.editUser") : t("admin.createUser")}</Title>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <TextInput
          label={t("account.email")}
          type="email"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Checkbox.Group label={t("admin.roles")} value={roleIds} onChange={setRoleIds} error={errors.roleIds}>
          <Stack gap={4} mt="xs">
            {rolesData?.roles.map((role) => (
              <Checkbox key={role.id} value={role.id} label={role.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <PasswordInput
          label={editing ? t("admin.newPassword") : t("account.password")}
          autoComplete="new-password"
          required={!editing}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t("admin.save")}
          </Button>
          {editing && (
            <>
              <Button variant="default" onClick={() => void changePassword()} loading={passwordSet.loading}>
                {t("admin.setPassword")}
              </Button>
              <Button variant="subtle" color="red" onClick={() => void remove()}>
                {t("admin.delete")}
              </Button>
            </>
          )}
        </Group>
        {editing && (
          <>
            <Divider />
            <UserApiTokens userId={userId!} />
          </>
        )}
      </Stack>
    </form>
  );
}
