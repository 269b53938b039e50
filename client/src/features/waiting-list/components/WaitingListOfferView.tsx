import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { storeDraft } from "../../../shared/booking/draftStore";
import { useLng } from "../../../shared/hooks/useLng";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { localizedPath } from "../../../shared/routing/paths";
import type { WaitingListOfferLoaderData } from "../routes/waitingListOfferLoader";

/**
 * A waiting-list offer as its link shows it, in any browser. While the offer is open: the places held and until when,
 * and on into checkout with them (this browser now holds the draft); a lapsed or booked offer and an unknown link
 * (offer null) say so in words.
 */
export function WaitingListOfferView({ offer, timeZone }: WaitingListOfferLoaderData) {
  const { t } = useTranslation();
  const lng = useLng();
  const open = offer?.state === "open" && offer.bookingId ? offer : null;

  // The draft is this browser's now: the occasion's page and checkout find it like one the visitor made.
  useEffect(() => {
    if (open?.bookingId) storeDraft(open.bookingId, open.occasionId, open.heldUntil);
  }, [open?.bookingId, open?.occasionId, open?.heldUntil]);

  if (!offer)
    return (
      <Stack gap="md" maw={760} data-testid="waiting-list-offer-not-found">
        <Title order={1}>{t("waitingList.offer.notFoundTitle")}</Title>
        <Text>{t("waitingList.offer.notFoundHelp")}</Text>
      </Stack>
    );
  const when = `${formatZonedDate(offer.startTime, timeZone)} ${formatZonedTime(offer.startTime, timeZone)}`;
  const occasionPath = localizedPath(lng, `/occasions/${offer.occasionId}`);
  return (
    <Stack gap="md" maw={760} data-testid={`waiting-list-offer-${offer.state}`}>
      <Title order={1}>
        {open
          ? t("waitingList.offer.openTitle")
          : offer.state === "cancelled"
            ? t("waitingList.offer.cancelledTitle")
            : offer.state === "booked"
              ? t("waitingList.offer.bookedTitle")
              : t("waitingList.offer.expiredTitle")}
      </Title>
      <Text fw={600}>
        {offer.eventName}, <time dateTime={offer.startTime}>{when}</time>
      </Text>
      {open ? (
        <>
          <Text>
            {t("waitingList.offer.openHelp", {
              count: offer.partySize,
              until: open.heldUntil ? `${formatZonedDate(open.heldUntil, timeZone)} ${formatZonedTime(open.heldUntil, timeZone)}` : "",
            })}
          </Text>
          <Group>
            <Button component={Link} to={localizedPath(lng, `/occasions/${open.occasionId}/checkout/${open.bookingId}`)}>
              {t("waitingList.offer.checkout")}
            </Button>
          </Group>
        </>
      ) : offer.state === "cancelled" ? (
        // A cancelled date offers nothing: no places, no link to pick them.
        <Alert color="red" title={t("occasions.cancelled")}>
          {t("waitingList.offer.cancelledHelp")}
        </Alert>
      ) : offer.state === "booked" ? (
        <Text>{t("waitingList.offer.bookedHelp")}</Text>
      ) : (
        <Alert color="gray" title={t("waitingList.offer.expiredAlert")}>
          <Stack gap="xs">
            <Text size="sm">{t("waitingList.offer.expiredHelp")}</Text>
            <Anchor component={Link} to={occasionPath}>
              {t("waitingList.offer.toOccasion")}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
