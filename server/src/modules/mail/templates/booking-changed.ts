import { formatEuros } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What the customer is told when the venue changes their booked booking's tickets. */
export interface BookingChangedParams {
  bookingNumber: string;
  eventName: string;
  start: Date;
  kind: "moved" | "retyped" | "removed";
  /** The booking's tickets after the change: place, type and gross cents. */
  lines: Array<{ place: string; ticketType: string; price: number }>;
  total: number;
  /** Cents refunded by the change. */
  refund: number;
  /** Of `refund`, cents the venue pays back by hand (owed: a provider without a refund API); absent: none. */
  byHand?: number;
  /** Cents the customer owes after it. */
  owed: number;
  /** Fresh PDF tickets attached (the changed ones). */
  attached: number;
}

/** What is refunded: through the payment, and what the venue pays back by hand (owed), each said as it goes. */
function refundTexts(refund: number, byHand: number, say: (key: "refund" | "byHand", amount: number) => string): string[] {
  return [...(refund > byHand ? [say("refund", refund - byHand)] : []), ...(byHand > 0 ? [say("byHand", byHand)] : [])];
}

/** Its texts: mail.bookingChanged.* of the server's dictionary. */
function writer(language: string) {
  return (params: BookingChangedParams, site: MailSite): MailContent => {
    const t = mailWords("bookingChanged", language);
    const euros = (cents: number) => formatEuros(cents, language);
    const date = formatZoned(params.start, site.timeZone);
    const money =
      params.refund > 0
        ? refundTexts(params.refund, Math.min(params.byHand ?? 0, params.refund), (key, amount) => t(key, { amount: euros(amount) }))
        : [params.owed > 0 ? t("owed", { amount: euros(params.owed) }) : t("noMoney")];
    return {
      subject: t("subject", { event: params.eventName, number: params.bookingNumber }),
      heading: t("heading"),
      blocks: [
        { kind: "paragraph", text: t("intro", { event: params.eventName, date, number: params.bookingNumber }) },
        { kind: "paragraph", text: t(`what.${params.kind}`) },
        {
          kind: "facts",
          rows: [
            ...params.lines.map((line) => ({ label: line.place, value: `${line.ticketType}: ${euros(line.price)}` })),
            { label: t("total"), value: euros(params.total) },
          ],
        },
        ...money.map((text) => ({ kind: "paragraph" as const, text })),
        ...(params.attached > 0 ? [{ kind: "paragraph" as const, text: t("attached", { count: params.attached }) }] : []),
      ],
    };
  };
}

/** The news of a change the venue made to a booked booking's tickets, with the money it moved and the fresh tickets. */
export const bookingChanged: MailTemplate<BookingChangedParams> = {
  key: "booking-changed",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};
