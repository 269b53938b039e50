import { formatEuros, formatVatRate } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** A line of the receipt: one ticket. */
export interface ConfirmationLine {
  /** The place's label in the booking's language ('Row 3, seat 12'). */
  place: string;
  ticketType: string;
  /** The addons sold with it, each listed on its own line with its own price and VAT rate. */
  addons: Array<{ name: string; price: number; vat: number }>;
  /** The ticket's own gross cents, addons not included: what was charged. */
  price: number;
  /** Its price before a voucher's discount, when discounted. */
  listPrice?: number | null;
  /** The date it is for, on a season ticket's receipt (a line per date and place). */
  date?: Date;
}

/** One date of a season ticket: its own booking, tickets and page. */
export interface ConfirmationDate {
  start: Date;
  bookingNumber: string;
  /** The date's 'my booking' page. */
  url: string;
}

/** VAT of one rate, as a receipt lists it. */
export interface ConfirmationVat {
  rate: number;
  /** Gross cents at this rate. */
  amount: number;
  vat: number;
  net: number;
}

/** What the confirmation (and receipt) of a booked booking says. */
export interface BookingConfirmationParams {
  bookingNumber: string;
  eventName: string;
  occasionTitle: string | null;
  start: Date;
  customerName: string | null;
  lines: ConfirmationLine[];
  total: number;
  /** Cents a voucher took off (already out of total) and its code; a receipt before issue 38 had neither. */
  discount?: number;
  voucherCode?: string | null;
  vat: ConfirmationVat[];
  /** How it was paid: a provider's id, `box_office`, `skip`, or null (nothing to pay). */
  paymentMethod: string | null;
  /** When it was booked: the receipt's date. */
  bookedAt: Date;
  /** The customer's 'my booking' page. */
  url: string;
  /** A season ticket (issue 38): its series' name and every date (earliest first), each booked and ticketed on its own. */
  series?: { name: string; dates: ConfirmationDate[]; refundRule: string } | null;
}

interface Wording {
  subject: (event: string, date: string) => string;
  heading: string;
  greeting: (name: string | null) => string;
  intro: (event: string) => string;
  seriesIntro: (series: string, count: number) => string;
  dateButton: (date: string) => string;
  attached: (count: number) => string;
  button: string;
  manage: string;
  labels: {
    booking: string;
    event: string;
    date: string;
    bookedAt: string;
    payment: string;
    total: string;
    addon: string;
    vat: (rate: string) => string;
    vatValue: (vat: string, net: string) => string;
    discount: (code: string) => string;
    listPrice: (price: string) => string;
  };
  payment: (method: string | null, total: number) => string;
}

const PROVIDERS: Record<string, string> = { paytrail: "Paytrail", vismapay: "Visma Pay", ceepos: "Ceepos" };

/** The wording in `language`: mail.bookingConfirmation.* of the server's dictionary, read as the e-mail is written. */
function wording(language: string): Wording {
  const t = mailWords("bookingConfirmation", language);
  return {
    subject: (event, date) => t("subject", { event, date }),
    heading: t("heading"),
    greeting: (name) => (name ? t("greeting", { name }) : t("greetingNoName")),
    intro: (event) => t("intro", { event }),
    seriesIntro: (series, count) => t("seriesIntro", { series, count }),
    dateButton: (date) => t("dateButton", { date }),
    attached: (count) => t("attached", { count }),
    button: t("button"),
    manage: t("manage"),
    labels: {
      booking: t("labels.booking"),
      event: t("labels.event"),
      date: t("labels.date"),
      bookedAt: t("labels.bookedAt"),
      payment: t("labels.payment"),
      total: t("labels.total"),
      addon: t("labels.addon"),
      vat: (rate) => t("labels.vat", { rate }),
      vatValue: (vat, net) => t("labels.vatValue", { vat, net }),
      discount: (code) => t("labels.discount", { code }),
      listPrice: (price) => t("labels.listPrice", { price }),
    },
    payment: (method, total) => {
      if (total === 0) return t("payment.free");
      if (method === "box_office") return t("payment.boxOffice");
      if (method && PROVIDERS[method]) return t("payment.online", { provider: PROVIDERS[method] });
      return t("payment.notCharged");
    },
  };
}

function writer(language: string) {
  return (params: BookingConfirmationParams, site: MailSite): MailContent => {
    const words = wording(language);
    const at = (date: Date) => formatZoned(date, site.timeZone);
    const euros = (cents: number) => formatEuros(cents, language);
    const event = params.occasionTitle ? `${params.eventName}: ${params.occasionTitle}` : params.eventName;
    const series = params.series ?? null;
    const intro = series ? words.seriesIntro(series.name, series.dates.length) : words.intro(params.eventName);
    return {
      subject: words.subject(series ? `${params.eventName}: ${series.name}` : params.eventName, at(params.start)),
      heading: words.heading,
      blocks: [
        { kind: "paragraph", text: `${words.greeting(params.customerName)}\n${intro}` },
        series
          ? {
              kind: "facts",
              rows: [
                { label: words.labels.event, value: `${params.eventName}: ${series.name}` },
                ...series.dates.map((date) => ({ label: at(date.start), value: `${words.labels.booking} ${date.bookingNumber}` })),
              ],
            }
          : {
              kind: "facts",
              rows: [
                { label: words.labels.event, value: event },
                { label: words.labels.date, value: at(params.start) },
                { label: words.labels.booking, value: params.bookingNumber },
              ],
            },
        {
          kind: "facts",
          // An addon on its own line: it may be sold at another VAT rate than its ticket.
          rows: params.lines.flatMap((line) => [
            {
              label: line.date ? `${at(line.date)}: ${line.place}` : line.place,
              value:
                `${line.ticketType}: ${euros(line.price)}` +
                (line.listPrice != null && line.listPrice !== line.price ? ` (${words.labels.listPrice(euros(line.listPrice))})` : ""),
            },
            ...line.addons.map((addon) => ({
              label: words.labels.addon,
              value: `${addon.name}: ${euros(addon.price)} (${words.labels.vat(formatVatRate(addon.vat, language))})`,
            })),
          ]),
        },
        {
          kind: "facts",
          rows: [
            ...(params.discount ? [{ label: words.labels.discount(params.voucherCode ?? ""), value: `−${euros(params.discount)}` }] : []),
            ...params.vat.map((rate) => ({
              label: words.labels.vat(formatVatRate(rate.rate, language)),
              value: words.labels.vatValue(euros(rate.vat), euros(rate.net)),
            })),
            { label: words.labels.total, value: euros(params.total) },
            { label: words.labels.payment, value: words.payment(params.paymentMethod, params.total) },
            { label: words.labels.bookedAt, value: at(params.bookedAt) },
          ],
        },
        { kind: "paragraph", text: words.attached(params.lines.length) },
        ...(series ? [{ kind: "paragraph" as const, text: series.refundRule }] : []),
        ...(series
          ? series.dates.map((date) => ({ kind: "button" as const, label: words.dateButton(at(date.start)), url: date.url }))
          : [{ kind: "button" as const, label: words.button, url: params.url }]),
        { kind: "paragraph", text: words.manage },
      ],
    };
  };
}

/** The confirmation sent once when a booking is booked (paid, at the box office or without payment), with its PDF tickets. */
export const bookingConfirmation: MailTemplate<BookingConfirmationParams> = {
  key: "booking-confirmation",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};
