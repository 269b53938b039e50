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
  /** Of `refund`, cents the venue pays back by hand (owed: a provider without a refund API); absent: none. */
  byHand?: number;
  /** The box office cancelled or refunded it (not the customer). */
  byVenue?: boolean;
}

/** What is refunded: through the payment, and what the venue pays back by hand (owed), each said as it goes. */
function refundTexts(params: BookingCancelledParams, language: string): string[] {
  const t = mailWords("bookingCancelled", language);
  if (params.refund <= 0) return [t(params.byVenue ? "venueNoRefund" : "free")];
  const byHand = Math.min(params.byHand ?? 0, params.refund);
  const texts = params.refund > byHand ? [t("refund", { amount: formatEuros(params.refund - byHand, language) })] : [];
  return byHand > 0 ? [...texts, t("byHand", { amount: formatEuros(byHand, language) })] : texts;
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
        ...refundTexts(params, language).map((text) => ({ kind: "paragraph" as const, text })),
      ],
    };
  };
}

/** The receipt of a customer's own cancellation (its tickets no longer valid, what is refunded). */
export const bookingCancelled: MailTemplate<BookingCancelledParams> = {
  key: "booking-cancelled",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};
