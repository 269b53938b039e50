import { IMAGE_URL_MAX_LENGTH, isImageUrl, SETTINGS_LIMITS } from "@seatbooking/core";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SettingsDocument } from "../../../generated/graphql";
import { useAdminSettingsQuery, useUpdateSettingsMutation, type AdminSettingsFieldsFragment } from "../../../generated/admin";
import { AppForm, useAppForm } from "../../../shared/form";
import { toast } from "../../../shared/toast/toast";
import { renderMarkdown } from "../../../shared/markdown/markdown";
import { useCatalogLanguages } from "../catalog/catalogShared";
import { TranslationTabs, type TabLanguage } from "../components/TranslationTabs";
import { languagesWithErrors, toTranslationFields, toTranslationInputs, type TranslationFields } from "../components/translations";
import { PageLoader } from "../event/components/PageLoader";
import { accessibleShade, generateColorTuple } from "../../../app/theme/colors";
import { contrastRatio, whiteTextFailsAa } from "./contrast";
import { TestEmailSection } from "./TestEmailSection";

/** A colour as the theme paints filled elements with it (app/theme: the accessible shade of its palette). */
function themeShade(hex: string): string {
  const tuple = generateColorTuple(hex);
  return tuple[accessibleShade(tuple)];
}

interface ThemeValues extends Record<string, unknown> {
  sitenames: TranslationFields;
  primaryColor: string;
  secondaryColor: string;
  bookingNotices: TranslationFields;
  bookingTerms: TranslationFields;
  footerTexts: TranslationFields;
  requireAddress: boolean;
  requireIdentityNumber: boolean;
  timeZone: string;
  retentionDays: number | string;
  customerCancellationHours: number | string;
  waitingListOfferMinutes: number | string;
  sellerName: string;
  sellerBusinessId: string;
  sellerAddress: string;
  /** The image shown when a page is shared (https), as typed. */
  imageUrl: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
/** The shape of a Finnish business ID; the server verifies its check digit. */
const BUSINESS_ID = /^\d{6,7}-\d$/;
const TEXTS = ["sitenames", "bookingNotices", "bookingTerms", "footerTexts"] as const;

/** Every IANA time zone the browser knows (the server checks the same names). */
function timeZones(current: string): string[] {
  const known = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return known.includes(current) ? known : [current, ...known];
}

function valuesOf(saved: AdminSettingsFieldsFragment, languages: readonly TabLanguage[]): ThemeValues {
  return {
    sitenames: toTranslationFields(saved.sitenames, languages),
    primaryColor: saved.primaryColor,
    secondaryColor: saved.secondaryColor ?? "",
    bookingNotices: toTranslationFields(saved.bookingNotices, languages),
    bookingTerms: toTranslationFields(saved.bookingTerms, languages),
    footerTexts: toTranslationFields(saved.footerTexts, languages),
    requireAddress: saved.requireAddress,
    requireIdentityNumber: saved.requireIdentityNumber,
    timeZone: saved.timeZone,
    retentionDays: saved.retentionDays ?? "",
    customerCancellationHours: saved.customerCancellationHours ?? "",
    waitingListOfferMinutes: saved.waitingListOfferMinutes,
    sellerName: saved.sellerName ?? "",
    sellerBusinessId: saved.sellerBusinessId ?? "",
    sellerAddress: saved.sellerAddress ?? "",
    imageUrl: saved.imageUrl ?? "",
  };
}

/**
 * /admin/settings/theme (administer_settings): the site's name, colours, texts, checkout requirements, time zone, retention, seller;
 * and a test e-mail to check that mail reaches people.
 */
export function ThemeSettingsPage() {
  const languages = useCatalogLanguages();
  const { data } = useAdminSettingsQuery({ fetchPolicy: "network-only" });
  if (!languages || !data) return <PageLoader />;
  return <ThemeEditor saved={data.adminSettings} languages={languages} />;
}

function ThemeEditor({ saved, languages }: { saved: AdminSettingsFieldsFragment; languages: readonly TabLanguage[] }) {
  const { t } = useTranslation();
  // The app's theme (the Settings query) follows as soon as the save is done.
  const [updateSettings] = useUpdateSettingsMutation({ context: { skipErrorToast: true }, refetchQueries: [SettingsDocument] });
  // The version the next save is based on: the loaded one, then each save's own.
  const version = useRef(saved.updatedAt);
  const editor = useAppForm<ThemeValues>({
    initialValues: valuesOf(saved, languages),
    rules: {
      primaryColor: { required: true, pattern: { value: HEX, message: "settingsAdmin.colourPattern" } },
      secondaryColor: { pattern: { value: HEX, message: "settingsAdmin.colourPattern" } },
      timeZone: { required: true },
      retentionDays: SETTINGS_LIMITS.retentionDays,
      customerCancellationHours: SETTINGS_LIMITS.customerCancellationHours,
      waitingListOfferMinutes: { required: true, ...SETTINGS_LIMITS.waitingListOfferMinutes },
      sellerBusinessId: { pattern: { value: BUSINESS_ID, message: "settingsAdmin.seller.businessIdPattern" } },
    },
    validate: (values) => {
      const first = languages[0]?.id ?? "";
      const imageUrl = values.imageUrl.trim();
      return {
        [`sitenames.${first}`]: values.sitenames[first]?.trim() ? null : t("validation.required"),
        imageUrl: imageUrl && !isImageUrl(imageUrl) ? t("settingsAdmin.imageUrlInvalid") : null,
      };
    },
    onSubmit: async (values) => {
      const result = await updateSettings({
        variables: {
          version: version.current,
          input: {
            sitenames: toTranslationInputs(values.sitenames, languages),
            primaryColor: values.primaryColor,
            secondaryColor: values.secondaryColor.trim() || null,
            bookingNotices: toTranslationInputs(values.bookingNotices, languages),
            bookingTerms: toTranslationInputs(values.bookingTerms, languages),
            footerTexts: toTranslationInputs(values.footerTexts, languages),
            requireAddress: values.requireAddress,
            requireIdentityNumber: values.requireIdentityNumber,
            timeZone: values.timeZone,
            retentionDays: values.retentionDays === "" ? null : Number(values.retentionDays),
            customerCancellationHours: values.customerCancellationHours === "" ? null : Number(values.customerCancellationHours),
            waitingListOfferMinutes: values.waitingListOfferMinutes === "" ? null : Number(values.waitingListOfferMinutes),
            sellerName: values.sellerName.trim() || null,
            sellerBusinessId: values.sellerBusinessId.trim() || null,
            sellerAddress: values.sellerAddress.trim() || null,
            imageUrl: values.imageUrl.trim() || null,
          },
        },
      });
      const next = result.data?.updateSettings;
      if (next) {
        version.current = next.updatedAt;
        editor.load(valuesOf(next, languages));
      }
      toast.success(t("admin.saved"));
    },
  });
  const { form } = editor;
  const { primaryColor, secondaryColor } = form.values;
  const zones = useMemo(() => timeZones(saved.timeZone), [saved.timeZone]);
  const weak = HEX.test(primaryColor) && whiteTextFailsAa(primaryColor);
  const ratio = HEX.test(primaryColor) ? contrastRatio(primaryColor, "#ffffff") : null;

  return (
    <Stack maw={760}>
      <Title order={2}>{t("settingsAdmin.title")}</Title>
      <AppForm form={editor} label={t("settingsAdmin.title")}>
        <TranslationTabs
          languages={languages}
          errorLanguages={languagesWithErrors(form.errors, TEXTS)}
          label={t("adminEvents.translations.label")}
        >
          {(language, isDefault) => (
            <Stack>
              <TextInput
                label={t("settingsAdmin.sitename")}
                required={isDefault}
                maxLength={SETTINGS_LIMITS.sitename}
                {...form.getInputProps(`sitenames.${language.id}`)}
              />
              <Textarea
                label={t("settingsAdmin.bookingNotice")}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps(`bookingNotices.${language.id}`)}
              />
              <Textarea
                label={t("settingsAdmin.bookingTerms")}
                description={t("settingsAdmin.bookingTermsHelp")}
                autosize
                minRows={4}
                maxRows={16}
                {...form.getInputProps(`bookingTerms.${language.id}`)}
              />
              {form.values.bookingTerms[language.id]?.trim() && (
                <Paper withBorder p="sm" aria-label={t("settingsAdmin.termsPreview")} role="region">
                  <Text size="sm" fw={600} mb="xs">
                    {t("settingsAdmin.termsPreview")}
                  </Text>
                  {/* Sanitized like the checkout renders it. */}
                  <div dangerouslySetInnerHTML={{ __html: renderMarkdown(form.values.bookingTerms[language.id] ?? "") }} />
                </Paper>
              )}
              <TextInput
                label={t("settingsAdmin.footerText")}
                maxLength={SETTINGS_LIMITS.footerText}
                {...form.getInputProps(`footerTexts.${language.id}`)}
              />
            </Stack>
          )}
        </TranslationTabs>
        <Group grow align="flex-start">
          <ColorInput
            label={t("settingsAdmin.primaryColor")}
            required
            format="hex"
            // An invalid colour stays as typed and gets its message, rather than silently turning back.
            fixOnBlur={false}
            eyeDropperButtonProps={{ "aria-label": t("settingsAdmin.eyeDropper") }}
            {...form.getInputProps("primaryColor")}
          />
          <ColorInput
            label={t("settingsAdmin.secondaryColor")}
            format="hex"
            // An invalid colour stays as typed and gets its message, rather than silently turning back.
            fixOnBlur={false}
            eyeDropperButtonProps={{ "aria-label": t("settingsAdmin.eyeDropper") }}
            {...form.getInputProps("secondaryColor")}
          />
        </Group>
        <Group aria-label={t("settingsAdmin.preview")} role="group">
          {/* The shade the app's theme uses for filled buttons: the first of the colour's shades white text reads on. */}
          {HEX.test(primaryColor) && (
            <Button color={themeShade(primaryColor)} type="button">
              {t("settingsAdmin.previewButton")}
            </Button>
          )}
          {HEX.test(secondaryColor) && (
            <Badge color={themeShade(secondaryColor)} size="lg">
              {t("settingsAdmin.previewBadge")}
            </Badge>
          )}
        </Group>
        {weak && ratio !== null && (
          <Alert color="orange" role="status">
            <Text fw={700}>{t("settingsAdmin.contrastTitle")}</Text>
            <Text>{t("settingsAdmin.contrastText", { ratio: ratio.toFixed(1) })}</Text>
          </Alert>
        )}
        <Checkbox label={t("settingsAdmin.requireAddress")} {...form.getInputProps("requireAddress", { type: "checkbox" })} />
        <Checkbox label={t("settingsAdmin.requireIdentityNumber")} {...form.getInputProps("requireIdentityNumber", { type: "checkbox" })} />
        <Select label={t("settingsAdmin.timeZone")} required searchable data={zones} {...form.getInputProps("timeZone")} />
        <NumberInput
          label={t("settingsAdmin.retentionDays")}
          description={t("settingsAdmin.retentionDaysHelp")}
          min={SETTINGS_LIMITS.retentionDays.min}
          max={SETTINGS_LIMITS.retentionDays.max}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps("retentionDays")}
        />
        <NumberInput
          label={t("settingsAdmin.customerCancellationHours")}
          description={t("settingsAdmin.customerCancellationHoursHelp")}
          min={SETTINGS_LIMITS.customerCancellationHours.min}
          max={SETTINGS_LIMITS.customerCancellationHours.max}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps("customerCancellationHours")}
        />
        <NumberInput
          label={t("settingsAdmin.waitingListOfferMinutes")}
          description={t("settingsAdmin.waitingListOfferMinutesHelp")}
          min={SETTINGS_LIMITS.waitingListOfferMinutes.min}
          max={SETTINGS_LIMITS.waitingListOfferMinutes.max}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps("waitingListOfferMinutes")}
        />
        <TextInput
          label={t("settingsAdmin.imageUrl")}
          description={t("settingsAdmin.imageUrlHelp")}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={IMAGE_URL_MAX_LENGTH}
          {...form.getInputProps("imageUrl")}
        />
        <Fieldset legend={t("settingsAdmin.seller.title")}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("settingsAdmin.seller.help")}
            </Text>
            <TextInput
              label={t("settingsAdmin.seller.name")}
              maxLength={SETTINGS_LIMITS.sellerName}
              {...form.getInputProps("sellerName")}
            />
            <TextInput
              label={t("settingsAdmin.seller.businessId")}
              description={t("settingsAdmin.seller.businessIdHelp")}
              maxLength={9}
              {...form.getInputProps("sellerBusinessId")}
            />
            <Textarea
              label={t("settingsAdmin.seller.address")}
              autosize
              minRows={2}
              maxRows={4}
              maxLength={SETTINGS_LIMITS.sellerAddress}
              {...form.getInputProps("sellerAddress")}
            />
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      <TestEmailSection />
    </Stack>
  );
}
