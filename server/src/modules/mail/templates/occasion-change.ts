import { formatCentsDecimal } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What a customer is told when their occasion is cancelled or moved. */
interface OccasionChangeParams {
  /** The event's name in the booking's language. */
  eventName: string;
  /** The booking number people quote. */
  bookingNumber: number;
  /** The seats' labels in the booking's language. */
  seats: string[];
}

export interface OccasionCancelledParams extends OccasionChangeParams {
  occasionStart: Date;
  /** Cents paid and now owed back (0: nothing was paid). */
  refundAmount: number;
  /** The administrator's reason, when given. */
  reason: string | null;
}

export interface OccasionMovedParams extends OccasionChangeParams {
  previousStart: Date;
  newStart: Date;
}

/** 3900 -> "39,00 €" (Finnish and Swedish) or "€39.00" (English). */
function euros(cents: number, language: string): string {
  const amount = formatCentsDecimal(cents);
  return language === "en" ? `€${amount}` : `${amount.replace(".", ",")} €`;
}

interface CancelledWording {
  subject: (event: string, at: string) => string;
  heading: string;
  intro: (event: string, at: string, site: string) => string;
  reason: (reason: string) => string;
  refund: (amount: string) => string;
  noPayment: string;
  labels: { booking: string; occasion: string; seats: string };
}

/** The cancellation's wording in `language`: mail.occasionCancelled.* of the server's dictionary. */
function cancelledWording(language: string): CancelledWording {
  const t = mailWords("occasionCancelled", language);
  return {
    subject: (event, at) => t("subject", { event, at }),
    heading: t("heading"),
    intro: (event, at, site) => t("intro", { event, at, site }),
    reason: (reason) => t("reason", { reason }),
    refund: (amount) => t("refund", { amount }),
    noPayment: t("noPayment"),
    labels: { booking: t("labels.booking"), occasion: t("labels.occasion"), seats: t("labels.seats") },
  };
}

function cancelledWriter(language: string) {
  return (params: OccasionCancelledParams, site: MailSite): MailContent => {
    const words = cancelledWording(language);
    const at = formatZoned(params.occasionStart, site.timeZone);
    return {
      subject: words.subject(params.eventName, at),
      heading: words.heading,
      blocks: [
        { kind: "paragraph", text: words.intro(params.eventName, at, site.name) },
        ...(params.reason ? [{ kind: "paragraph" as const, text: words.reason(params.reason) }] : []),
        {
          kind: "facts",
          rows: [
            { label: words.labels.booking, value: String(params.bookingNumber) },
            { label: words.labels.occasion, value: `${params.eventName}, ${at}` },
            ...(params.seats.length > 0 ? [{ label: words.labels.seats, value: params.seats.join("; ") }] : []),
          ],
        },
        { kind: "paragraph", text: params.refundAmount > 0 ? words.refund(euros(params.refundAmount, language)) : words.noPayment },
      ],
    };
  };
}

/** Sent once per booking when an administrator cancels its occasion (issue 19). */
export const occasionCancelled: MailTemplate<OccasionCancelledParams> = {
  key: "occasion-cancelled",
  languages: { en: cancelledWriter("en"), fi: cancelledWriter("fi"), sv: cancelledWriter("sv") },
};

interface MovedWording {
  subject: (event: string, at: string) => string;
  heading: string;
  intro: (event: string, from: string, to: string) => string;
  keep: string;
  labels: { booking: string; previous: string; now: string; seats: string };
}

/** The move's wording in `language`: mail.occasionMoved.* of the server's dictionary. */
function movedWording(language: string): MovedWording {
  const t = mailWords("occasionMoved", language);
  return {
    subject: (event, at) => t("subject", { event, at }),
    heading: t("heading"),
    intro: (event, from, to) => t("intro", { event, from, to }),
    keep: t("keep"),
    labels: { booking: t("labels.booking"), previous: t("labels.previous"), now: t("labels.now"), seats: t("labels.seats") },
  };
}

function movedWriter(language: string) {
  return (params: OccasionMovedParams, site: MailSite): MailContent => {
    const words = movedWording(language);
    const from = formatZoned(params.previousStart, site.timeZone);
    const to = formatZoned(params.newStart, site.timeZone);
    return {
      subject: words.subject(params.eventName, to),
      heading: words.heading,
      blocks: [
        { kind: "paragraph", text: words.intro(params.eventName, from, to) },
        {
          kind: "facts",
          rows: [
            { label: words.labels.booking, value: String(params.bookingNumber) },
            { label: words.labels.previous, value: from },
            { label: words.labels.now, value: to },
            ...(params.seats.length > 0 ? [{ label: words.labels.seats, value: params.seats.join("; ") }] : []),
          ],
        },
        { kind: "paragraph", text: words.keep },
      ],
    };
  };
}

/** Sent to every customer of an occasion whose start time an administrator changed (issue 19). */
export const occasionMoved: MailTemplate<OccasionMovedParams> = {
  key: "occasion-moved",
  languages: { en: movedWriter("en"), fi: movedWriter("fi"), sv: movedWriter("sv") },
};
