import { formatEuros } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What the customer is told when they cancel their booking from its 'my booking' page, or the box office does. */
export interface BookingCancelledParams {
  bookingNumber: string;
  eventName: string;
  start: Date;
  /** Cents paid that are refunded (0: nothing was paid). */
  refund: number;
  /** The box office cancelled or refunded it (not the customer). */
  byVenue?: boolean;
}

/** Its texts: mail.bookingCancelled.* of the server's dictionary. */
function writer(language: string) {
  return (params: BookingCancelledParams, site: MailSite): MailContent => {
    const t = mailWords("bookingCancelled", language);
    const date = formatZoned(params.start, site.timeZone);
    return {
      subject: t("subject", { event: params.eventName }),
      heading: t("heading"),
      blocks: [
        {
          kind: "paragraph",
          text: t(params.byVenue ? "introVenue" : "intro", { event: params.eventName, date, number: params.bookingNumber }),
        },
        {
          kind: "paragraph",
          text:
            params.refund > 0
              ? t("refund", { amount: formatEuros(params.refund, language) })
              : t(params.byVenue ? "venueNoRefund" : "free"),
        },
      ],
    };
  };
}

/** The receipt of a customer's own cancellation (its tickets no longer valid, what is refunded). */
export const bookingCancelled: MailTemplate<BookingCancelledParams> = {
  key: "booking-cancelled",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};
