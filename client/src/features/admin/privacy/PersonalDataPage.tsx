import { useApolloClient } from "@apollo/client/react";
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  PersonalDataDocument,
  useErasePersonalDataMutation,
  type PersonalDataFieldsFragment,
  type PersonalDataQuery,
  type PersonalDataQueryVariables,
} from "../../../generated/admin";
import { useFormErrors } from "../../../shared/errors/useFormErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { formatCents } from "../../../shared/i18n/money";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { bookingPath } from "../bookings/bookingLabels";
import { ConfirmDialog } from "../bookings/components/ConfirmDialog";
import { useVenueTimeZone } from "../event/useVenueTimeZone";
import { downloadFile, personalDataFileName, personalDataJson } from "./personalDataFile";

/** Statuses of a booking still in checkout: its details are needed to finish it, so the server refuses to erase them. */
const IN_CHECKOUT = new Set(["draft", "payment"]);

/**
 * /admin/settings/personal-data (administer_personal_data): one customer's data on request, found by the e-mail
 * address they booked with: what is stored, a JSON export of it, and erasure of their client details
 * (the bookings, tickets and amounts stay for accounting).
 */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const apollo = useApolloClient();
  const [email, setEmail] = useState("");
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<PersonalDataFieldsFragment | null>(null);
  const { errors, setErrors, general, setGeneral, fail } = useFormErrors();

  const find = async (address: string) => {
    setFinding(true);
    setErrors({});
    setGeneral(null);
    try {
      // Never cached: personal data is read when asked for, and not kept in the page's memory beyond it.
      const { data } = await apollo.query<PersonalDataQuery, PersonalDataQueryVariables>({
        query: PersonalDataDocument,
        variables: { email: address },
        fetchPolicy: "no-cache",
        context: { skipErrorToast: true },
      });
      setFound(data?.personalData ?? null);
    } catch (error) {
      setFound(null);
      fail(error);
    } finally {
      setFinding(false);
    }
  };

  return (
    <Stack maw={960}>
      <Title order={2}>{t("personalData.title")}</Title>
      <Text>{t("personalData.intro")}</Text>
      <form
        noValidate
        aria-label={t("personalData.findLabel")}
        onSubmit={(event) => {
          event.preventDefault();
          void find(email);
        }}
      >
        <Group align="flex-end">
          <TextInput
            type="email"
            autoComplete="off"
            label={t("personalData.email")}
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors["email"]}
            style={{ flex: "1 1 20rem" }}
          />
          <Button type="submit" loading={finding}>
            {t("personalData.find")}
          </Button>
        </Group>
      </form>
      {general && (
        <Alert color="red" role="alert">
          {general}
        </Alert>
      )}
      {found && (
        <PersonalDataResult
          key={`${found.email}-${found.exportedAt}`}
          data={found}
          onErased={() => void find(found.email)}
          onFailure={fail}
        />
      )}
    </Stack>
  );
}

interface PersonalDataResultProps {
  data: PersonalDataFieldsFragment;
  onErased: () => void;
  onFailure: (error: unknown) => void;
}

/** What is stored about the customer, the export and the erasure (after a confirmation naming how many bookings). */
function PersonalDataResult({ data, onErased, onFailure }: PersonalDataResultProps) {
  const { t } = useTranslation();
  const lng = useLng();
  const timeZone = useVenueTimeZone();
  const [confirming, setConfirming] = useState(false);
  const [erasePersonalData, { loading: erasing }] = useErasePersonalDataMutation({ context: { skipErrorToast: true } });
  const count = data.bookings.length;
  const unfinished = data.bookings.find((booking) => IN_CHECKOUT.has(booking.status));

  if (count === 0 && !data.account && !data.accountWithheld) {
    return (
      <Alert color="gray" role="status">
        {t("personalData.nothing", { email: data.email })}
      </Alert>
    );
  }

  const erase = async () => {
    try {
      const result = await erasePersonalData({ variables: { email: data.email } });
      toast.success(t("personalData.erased", { count: result.data?.erasePersonalData ?? 0 }));
      onErased();
    } catch (error) {
      onFailure(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby="personal-data-found">
      <Title order={3} id="personal-data-found">
        {t("personalData.found", { email: data.email })}
      </Title>
      <Text role="status">{t("personalData.bookingCount", { count })}</Text>
      {count > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("personalData.columns.number")}</Table.Th>
                <Table.Th scope="col">{t("personalData.columns.event")}</Table.Th>
                <Table.Th scope="col">{t("personalData.columns.starts")}</Table.Th>
                <Table.Th scope="col">{t("personalData.columns.status")}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: "right" }}>
                  {t("personalData.columns.total")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.bookings.map((booking) => (
                <Table.Tr key={booking.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={localizedPath(
                        lng,
                        bookingPath({ eventId: booking.eventId, occasionId: booking.occasionId, bookingId: booking.id }),
                      )}
                    >
                      {booking.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{booking.event}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {formatZonedDate(booking.occasionStartTime, timeZone)} {formatZonedTime(booking.occasionStartTime, timeZone)}
                  </Table.Td>
                  <Table.Td>{t(`bookingStatus.${booking.status}`, { defaultValue: booking.status })}</Table.Td>
                  <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{formatCents(booking.total, lng)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data.account && (
        <Text>
          {t("personalData.account", {
            email: data.account.email,
            roles: data.account.roles.map((role) => role.name).join(", ") || "–",
          })}{" "}
          {t("personalData.accountNotErased")}
        </Text>
      )}
      {data.accountWithheld && <Text>{t("personalData.accountWithheld")}</Text>}
      {unfinished && (
        <Alert color="orange" role="status">
          {t("personalData.inCheckout", { number: unfinished.number })}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => downloadFile(personalDataFileName(data.email, data.exportedAt), personalDataJson(data))}>
          {t("personalData.download")}
        </Button>
        {/* red.9: a red dark enough for white text (WCAG AA). */}
        <Button color="red.9" disabled={count === 0 || Boolean(unfinished)} onClick={() => setConfirming(true)}>
          {t("personalData.erase")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("personalData.eraseTitle")}
        text={t("personalData.eraseConfirm", { count, email: data.email })}
        confirmLabel={t("personalData.eraseConfirmButton", { count })}
        loading={erasing}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
