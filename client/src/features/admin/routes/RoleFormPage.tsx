import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { roleDetailsSchema } from "@seatbooking/core/input";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import {
  AdminRolesDocument,
  useAdminRolesQuery,
  useCreateRoleMutation,
  useDeleteRoleMutation,
  useUpdateRoleMutation,
} from "../../../generated/admin";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { schemaErrors } from "../../../shared/form/inputProblems";

/** /admin/settings/roles/create and /admin/settings/roles/:id: name, description, permission checkboxes. */
export function RoleFormPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const { roleId } = useParams();
  const editing = Boolean(roleId);
  const { data } = useAdminRolesQuery();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [permissions, setPermissions] = useState<string[]>([]);
  const { errors, setErrors, general, setGeneral, fail } = useFormErrors();
  const options = { context: { skipErrorToast: true }, refetchQueries: [AdminRolesDocument] };
  const [createRole, created] = useCreateRoleMutation(options);
  const [updateRole, updated] = useUpdateRoleMutation(options);
  const [deleteRole] = useDeleteRoleMutation(options);

  useEffect(() => {
    const role = data?.roles.find((entry) => entry.id === roleId);
    if (role) {
      setName(role.name);
      setDescription(role.description);
      setPermissions(role.permissions);
    }
  }, [data, roleId]);

  const back = () => navigate(localizedPath(lng, "/admin/settings/roles"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const local = schemaErrors(roleDetailsSchema, { name, description }, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const input = { name, description, permissions };
      if (editing) await updateRole({ variables: { id: roleId!, input } });
      else await createRole({ variables: { input } });
      toast.success(t("admin.saved"));
      await back();
    } catch (failure) {
      fail(failure);
    }
  };

  const remove = async () => {
    try {
      await deleteRole({ variables: { id: roleId! } });
      toast.success(t("admin.deleted"));
      await back();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        <Title order={2}>{editing ? t("admin.editRole") : t("admin.createRole")}</Title>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <TextInput label={t("admin.roleName")} required value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        <Textarea
          label={t("admin.description")}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Checkbox.Group label={t("admin.permissions")} value={permissions} onChange={setPermissions} error={errors.permissions}>
          <Stack gap={4} mt="xs">
            {(data?.permissions ?? []).map((permission) => (
              <Checkbox key={permission} value={permission} label={t(`permissions.${permission}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t("admin.save")}
          </Button>
          {editing && (
            <Button variant="subtle" color="red" onClick={() => void remove()}>
              {t("admin.delete")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
