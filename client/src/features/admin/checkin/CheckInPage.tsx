import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Alert, Button, Group, List, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  useCheckInCountsQuery,
  useCheckInTicketMutation,
  useDoorOccasionsQuery,
  type CheckInTicketMutation,
  type DoorOccasionsQuery,
} from "../../../generated/admin";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { useVenueTimeZone } from "../event/useVenueTimeZone";
import { presentScan, storedDeviceName, storeDeviceName } from "./checkInResult";
import { QrScanner } from "./QrScanner";

type DoorOccasion = DoorOccasionsQuery["doorOccasions"][number];
type ScanResult = CheckInTicketMutation["checkInTicket"];

/** Other devices' admissions reach the counters at least this often. */
const COUNTS_POLL_MS = 10_000;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function occasionLabel(occasion: DoorOccasion, timeZone: string): string {
  const when = `${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`;
  return [occasion.eventName, occasion.name, when].filter(Boolean).join(" · ");
}

/**
 * /admin/check-in (check_in): the door. Choose the occasion, then scan tickets with the camera or a
 * photo, or type the code printed under the QR; each answer shows at once, large and in colour.
 */
export function CheckInPage() {
  const { t } = useTranslation();
  const timeZone = useVenueTimeZone();
  const [params, setParams] = useSearchParams();
  const occasionId = params.get("occasion");
  const { data: occasions } = useDoorOccasionsQuery({ fetchPolicy: "cache-and-network" });
  const [device, setDevice] = useState(() => storedDeviceName(browserStorage(), t("checkIn.defaultDevice")));
  const [code, setCode] = useState("");
  const [result, setResult] = useState<ScanResult | null>(null);
  const { errors, general, setErrors, setGeneral, fail } = useFormErrors();
  const { data: countsData } = useCheckInCountsQuery({
    variables: { occasionId: occasionId ?? "" },
    skip: !occasionId,
    pollInterval: COUNTS_POLL_MS,
    fetchPolicy: "cache-and-network",
  });
  const [checkIn, { loading }] = useCheckInTicketMutation({ context: { skipErrorToast: true } });
  const counts = result?.counts ?? countsData?.checkInCounts;

  const scan = async (text: string) => {
    if (!occasionId || text.trim() === "") return;
    setErrors({});
    setGeneral(null);
    try {
      const { data } = await checkIn({ variables: { occasionId, code: text, device } });
      if (data) setResult(data.checkInTicket);
      setCode("");
    } catch (error) {
      fail(error);
    }
  };

  const options = (occasions?.doorOccasions ?? []).map((occasion) => ({ value: occasion.id, label: occasionLabel(occasion, timeZone) }));
  return (
    <Stack maw={640}>
      <Title order={1}>{t("checkIn.title")}</Title>
      <Select
        label={t("checkIn.occasion")}
        placeholder={t("checkIn.chooseOccasion")}
        searchable
        data={options}
        value={occasionId}
        nothingFoundMessage={t("checkIn.noOccasions")}
        onChange={(value) => {
          setResult(null);
          setParams(value ? { occasion: value } : {}, { replace: true });
        }}
      />
      <TextInput
        label={t("checkIn.device")}
        description={t("checkIn.deviceHelp")}
        value={device}
        maxLength={60}
        error={errors["device"]}
        onChange={(event) => setDevice(event.currentTarget.value)}
        onBlur={() => storeDeviceName(browserStorage(), device)}
      />
      {occasionId && (
        <>
          {counts && (
            <Text size="xl" fw={700} aria-label={t("checkIn.countsLabel", counts)}>
              {t("checkIn.counts", counts)}
            </Text>
          )}
          <QrScanner onCode={(text) => void scan(text)} />
          <form
            noValidate
            aria-label={t("checkIn.typeCode")}
            onSubmit={(event) => {
              event.preventDefault();
              void scan(code);
            }}
          >
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t("checkIn.code")}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={loading} disabled={code.trim() === ""}>
                {t("checkIn.check")}
              </Button>
            </Group>
          </form>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <ScanAnswer result={result} timeZone={timeZone} />
        </>
      )}
    </Stack>
  );
}

/** The last scan's answer: a big coloured panel, read out by screen readers as it changes. */
function ScanAnswer({ result, timeZone }: { result: ScanResult | null; timeZone: string }) {
  const { t } = useTranslation();
  if (!result) return <div role="status" aria-live="assertive" />;
  const shown = presentScan(result.outcome);
  const at = result.checkedInAt
    ? { date: formatZonedDate(result.checkedInAt, timeZone), time: formatZonedTime(result.checkedInAt, timeZone) }
    : null;
  return (
    <div role="status" aria-live="assertive">
      <Paper p="lg" radius="md" bg={shown.background} c={shown.text} data-outcome={result.outcome}>
        <Text fz={36} fw={800} lh={1.1}>
          {t(shown.titleKey)}
        </Text>
        {result.spaceLabel && (
          <Text fz="xl" fw={600}>
            {result.spaceLabel}
          </Text>
        )}
        {result.ticketTypeName && <Text fz="lg">{result.ticketTypeName}</Text>}
        {result.addonNames.length > 0 && (
          <List c={shown.text} fz="lg">
            {result.addonNames.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        )}
        {result.outcome === "ALREADY_USED" && at && <Text fz="lg">{t("checkIn.usedAt", { ...at, device: result.checkedInBy ?? "" })}</Text>}
        {result.outcome === "WRONG_OCCASION" && result.ticketOccasion && (
          <Text fz="lg">{t("checkIn.ticketFor", { occasion: occasionLabel(result.ticketOccasion, timeZone) })}</Text>
        )}
      </Paper>
    </div>
  );
}
