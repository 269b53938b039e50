import { Alert, Anchor, Button, Group, MultiSelect, NumberInput, Select, Stack, Table, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import {
  useCatalogEventChoicesQuery,
  useCatalogTicketTypesQuery,
  useCreateVoucherCampaignMutation,
  useCreateVoucherCodeMutation,
  useGenerateVoucherCodesMutation,
  useUpdateVoucherCampaignMutation,
  useVoucherCampaignQuery,
  VoucherCampaignDocument,
  VoucherCampaignsDocument,
  type VoucherCampaignFieldsFragment,
  type VoucherCampaignQuery,
  type VoucherKind,
} from "../../../generated/admin";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { PageLoader } from "../event/components/PageLoader";
import { toCampaignFormValues, toCampaignInput, type CampaignFormValues } from "./voucherValues";
import { PresalePlaces } from "./PresalePlaces";
import { VOUCHERS_PATH } from "./VouchersPage";

const quiet = { context: { skipErrorToast: true } };

/** /admin/settings/vouchers/create and /:campaignId: the campaign's form; a saved campaign's codes and held places below it. */
export function VoucherCampaignPage() {
  const { campaignId } = useParams();
  const { data, error } = useVoucherCampaignQuery({ variables: { id: campaignId ?? "" }, skip: !campaignId, ...quiet });
  const events = useCatalogEventChoicesQuery({ fetchPolicy: "cache-and-network" }).data?.adminEvents;
  const types = useCatalogTicketTypesQuery().data?.ticketTypes;
  const { t } = useTranslation();
  if (campaignId && error) return <Alert color="red">{t("voucherAdmin.notFound")}</Alert>;
  if ((campaignId && !data) || !events || !types) return <PageLoader />;
  return (
    <Stack gap="xl" maw={760}>
      <CampaignForm
        key={data?.voucherCampaign.updatedAt ?? "new"}
        saved={data?.voucherCampaign ?? null}
        events={events}
        ticketTypes={types}
      />
      {data && <CampaignCodes campaign={data.voucherCampaign} codes={data.voucherCodes} />}
      {data && <PresalePlaces campaign={data.voucherCampaign} />}
    </Stack>
  );
}

function CampaignForm({
  saved,
  events,
  ticketTypes,
}: {
  saved: VoucherCampaignFieldsFragment | null;
  events: ReadonlyArray<{ id: string; name: string }>;
  ticketTypes: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [values, setValues] = useState<CampaignFormValues>(() => toCampaignFormValues(saved, lng));
  const { errors, general, fail, setErrors, setGeneral } = useFormErrors();
  const [saving, setSaving] = useState(false);
  const refetchQueries = [VoucherCampaignsDocument, ...(saved ? [VoucherCampaignDocument] : [])];
  const [create] = useCreateVoucherCampaignMutation({ ...quiet, refetchQueries });
  const [update] = useUpdateVoucherCampaignMutation({ ...quiet, refetchQueries });
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setGeneral(null);
    try {
      const input = toCampaignInput(values, saved);
      if (saved) await update({ variables: { id: saved.id, input, version: saved.updatedAt } });
      else {
        const created = await create({ variables: { input } });
        await navigate(localizedPath(lng, `${VOUCHERS_PATH}/${created.data!.createVoucherCampaign.id}`));
      }
      toast.success(t("admin.saved"));
    } catch (failure) {
      fail(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={1}>{saved ? saved.name : t("voucherAdmin.create")}</Title>
        {general && <Alert color="red">{general}</Alert>}
        <TextInput
          label={t("voucherAdmin.name")}
          required
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name}
        />
        <Group align="flex-start" grow>
          <Select
            label={t("voucherAdmin.kind")}
            data={(["PERCENT", "AMOUNT", "FIXED"] as const).map((kind) => ({ value: kind, label: t(`voucherAdmin.kinds.${kind}`) }))}
            value={values.kind}
            onChange={(kind) => kind && set("kind", kind as VoucherKind)}
            allowDeselect={false}
          />
          <TextInput
            label={values.kind === "PERCENT" ? t("voucherAdmin.percent") : t("voucherAdmin.euros")}
            required
            inputMode="decimal"
            rightSection={values.kind === "PERCENT" ? "%" : "€"}
            value={values.value}
            onChange={(event) => set("value", event.currentTarget.value)}
            error={errors.value}
          />
        </Group>
        <Group align="flex-start" grow>
          <TextInput
            type="datetime-local"
            label={t("voucherAdmin.validFrom")}
            value={values.validFrom}
            onChange={(event) => set("validFrom", event.currentTarget.value)}
            error={errors.validFrom}
          />
          <TextInput
            type="datetime-local"
            label={t("voucherAdmin.validUntil")}
            value={values.validUntil}
            onChange={(event) => set("validUntil", event.currentTarget.value)}
            error={errors.validUntil}
          />
        </Group>
        <MultiSelect
          label={t("voucherAdmin.events")}
          description={t("voucherAdmin.anyWhenEmpty")}
          data={events.map((event) => ({ value: event.id, label: event.name }))}
          value={values.eventIds}
          onChange={(ids) => set("eventIds", ids)}
          searchable
          clearable
        />
        <MultiSelect
          label={t("voucherAdmin.ticketTypes")}
          description={t("voucherAdmin.anyWhenEmpty")}
          data={ticketTypes.map((type) => ({ value: type.id, label: type.name }))}
          value={values.ticketTypeIds}
          onChange={(ids) => set("ticketTypeIds", ids)}
          clearable
        />
        <Group align="flex-start" grow>
          <TextInput
            label={t("voucherAdmin.usesPerCode")}
            description={t("voucherAdmin.unlimitedWhenEmpty")}
            inputMode="numeric"
            value={values.usesPerCode}
            onChange={(event) => set("usesPerCode", event.currentTarget.value)}
            error={errors.usesPerCode}
          />
          <TextInput
            label={t("voucherAdmin.usesPerEmail")}
            description={t("voucherAdmin.unlimitedWhenEmpty")}
            inputMode="numeric"
            value={values.usesPerEmail}
            onChange={(event) => set("usesPerEmail", event.currentTarget.value)}
            error={errors.usesPerEmail}
          />
        </Group>
        <Group>
          <Button type="submit" loading={saving}>
            {t("admin.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CampaignCodes({ campaign, codes }: { campaign: VoucherCampaignFieldsFragment; codes: VoucherCampaignQuery["voucherCodes"] }) {
  const { t } = useTranslation();
  const lng = useLng();
  const refetchQueries = [VoucherCampaignDocument, VoucherCampaignsDocument];
  const [generate, generating] = useGenerateVoucherCodesMutation({ ...quiet, refetchQueries });
  const [createCode, creating] = useCreateVoucherCodeMutation({ ...quiet, refetchQueries });
  const [count, setCount] = useState<number | string>(100);
  const [prefix, setPrefix] = useState("");
  const [single, setSingle] = useState("");
  const batch = useFormErrors();
  const one = useFormErrors();

  const generateBatch = async (event: FormEvent) => {
    event.preventDefault();
    batch.setErrors({});
    try {
      const made = await generate({ variables: { campaignId: campaign.id, count: Number(count), prefix: prefix || null } });
      toast.success(t("voucherAdmin.generated", { count: made.data?.generateVoucherCodes.length ?? 0 }));
    } catch (failure) {
      batch.fail(failure);
    }
  };
  const addCode = async (event: FormEvent) => {
    event.preventDefault();
    one.setErrors({});
    one.setGeneral(null);
    try {
      await createCode({ variables: { campaignId: campaign.id, code: single } });
      setSingle("");
    } catch (failure) {
      one.fail(failure);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t("voucherAdmin.codesTitle", { count: campaign.codeCount })}</Title>
        {campaign.codeCount > 0 && (
          <Anchor href={`/api/admin/vouchers/campaigns/${campaign.id}/codes.csv?lng=${lng}`} download data-testid="voucher-codes-csv">
            {t("voucherAdmin.downloadCsv")}
          </Anchor>
        )}
      </Group>
      <form onSubmit={(event) => void generateBatch(event)} noValidate>
        <Group align="flex-end">
          <NumberInput
            label={t("voucherAdmin.count")}
            min={1}
            max={10000}
            value={count}
            onChange={setCount}
            error={batch.errors.count}
            maw={160}
          />
          <TextInput
            label={t("voucherAdmin.prefix")}
            value={prefix}
            onChange={(event) => setPrefix(event.currentTarget.value)}
            error={batch.errors.prefix}
            maw={180}
          />
          <Button type="submit" variant="light" loading={generating.loading}>
            {t("voucherAdmin.generate")}
          </Button>
        </Group>
      </form>
      <form onSubmit={(event) => void addCode(event)} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t("voucherAdmin.singleCode")}
            value={single}
            onChange={(event) => setSingle(event.currentTarget.value)}
            error={one.errors.code ?? one.general}
            maw={280}
          />
          <Button type="submit" variant="light" loading={creating.loading} disabled={!single.trim()}>
            {t("voucherAdmin.addCode")}
          </Button>
        </Group>
      </form>
      {codes.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("voucherAdmin.code")}</Table.Th>
                <Table.Th scope="col">{t("voucherAdmin.used")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.map((code) => (
                <Table.Tr key={code.id}>
                  <Table.Td ff="monospace">{code.code}</Table.Td>
                  <Table.Td>{code.maxUses == null ? code.used : `${code.used} / ${code.maxUses}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
