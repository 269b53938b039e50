import { formatEuros, formatVatRate } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import type { MailContent, MailSite, MailTemplate } from "./template.js";

/** A line of the receipt: one ticket. */
export interface ConfirmationLine {
  /** The place's label in the booking's language ('Row 3, seat 12'). */
  place: string;
  ticketType: string;
  /** The addons sold with it, by name. */
  addons: string[];
  /** Gross cents, addons included. */
  price: number;
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
  vat: ConfirmationVat[];
  /** How it was paid: a provider's id, `box_office`, `skip`, or null (nothing to pay). */
  paymentMethod: string | null;
  /** When it was booked: the receipt's date. */
  bookedAt: Date;
  /** The customer's 'my booking' page. */
  url: string;
}

interface Wording {
  subject: (event: string, date: string) => string;
  heading: string;
  greeting: (name: string | null) => string;
  intro: (event: string) => string;
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
    vat: (rate: string) => string;
    vatValue: (vat: string, net: string) => string;
  };
  payment: (method: string | null, total: number) => string;
}

const PROVIDERS: Record<string, string> = { paytrail: "Paytrail", vismapay: "Visma Pay", ceepos: "Ceepos" };

function writer(words: Wording, language: string) {
  return (params: BookingConfirmationParams, site: MailSite): MailContent => {
    const at = (date: Date) => formatZoned(date, site.timeZone);
    const euros = (cents: number) => formatEuros(cents, language);
    const event = params.occasionTitle ? `${params.eventName}: ${params.occasionTitle}` : params.eventName;
    return {
      subject: words.subject(params.eventName, at(params.start)),
      heading: words.heading,
      blocks: [
        { kind: "paragraph", text: `${words.greeting(params.customerName)}\n${words.intro(params.eventName)}` },
        {
          kind: "facts",
          rows: [
            { label: words.labels.event, value: event },
            { label: words.labels.date, value: at(params.start) },
            { label: words.labels.booking, value: params.bookingNumber },
          ],
        },
        {
          kind: "facts",
          rows: params.lines.map((line) => ({
            label: line.place,
            value: `${[line.ticketType, ...line.addons].join(" + ")}: ${euros(line.price)}`,
          })),
        },
        {
          kind: "facts",
          rows: [
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
        { kind: "button", label: words.button, url: params.url },
        { kind: "paragraph", text: words.manage },
      ],
    };
  };
}

/** The confirmation sent once when a booking is booked (paid, at the box office or without payment), with its PDF tickets. */
export const bookingConfirmation: MailTemplate<BookingConfirmationParams> = {
  key: "booking-confirmation",
  languages: {
    en: writer(
      {
        subject: (event, date) => `Your tickets: ${event}, ${date}`,
        heading: "Thank you for your booking",
        greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
        intro: (event) => `your booking for ${event} is confirmed. This e-mail is also your receipt.`,
        attached: (count) =>
          count === 1
            ? "Your ticket is attached as a PDF. Show it at the door, printed or on your phone."
            : `Your ${count} tickets are attached as a PDF, one per page. Show them at the door, printed or on your phone.`,
        button: "View my booking",
        manage:
          "On your booking's page you can view it and download your tickets again at any time. Keep this link to yourself: anyone with it can see your booking.",
        labels: {
          booking: "Booking number",
          event: "Event",
          date: "Date",
          bookedAt: "Date of purchase",
          payment: "Payment",
          total: "Total",
          vat: (rate) => `VAT ${rate}`,
          vatValue: (vat, net) => `${vat} (excl. VAT ${net})`,
        },
        payment: (method, total) => {
          if (total === 0) return "Free of charge";
          if (method === "box_office") return "Paid at the box office";
          if (method && PROVIDERS[method]) return `Paid online (${PROVIDERS[method]})`;
          return "Not charged";
        },
      },
      "en",
    ),
    fi: writer(
      {
        subject: (event, date) => `Lippusi: ${event}, ${date}`,
        heading: "Kiitos varauksestasi",
        greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
        intro: (event) => `varauksesi esitykseen ${event} on vahvistettu. Tämä viesti on myös kuittisi.`,
        attached: (count) =>
          count === 1
            ? "Lippusi on liitteenä PDF-tiedostona. Näytä se ovella tulostettuna tai puhelimesta."
            : `${count} lippuasi ovat liitteenä PDF-tiedostona, kukin omalla sivullaan. Näytä ne ovella tulostettuina tai puhelimesta.`,
        button: "Näytä varaukseni",
        manage:
          "Varauksesi sivulla voit katsoa sitä ja ladata liput uudelleen milloin tahansa. Älä jaa linkkiä: sen haltija näkee varauksesi.",
        labels: {
          booking: "Varausnumero",
          event: "Tapahtuma",
          date: "Aika",
          bookedAt: "Ostopäivä",
          payment: "Maksu",
          total: "Yhteensä",
          vat: (rate) => `ALV ${rate}`,
          vatValue: (vat, net) => `${vat} (veroton ${net})`,
        },
        payment: (method, total) => {
          if (total === 0) return "Maksuton";
          if (method === "box_office") return "Maksettu lippukassalla";
          if (method && PROVIDERS[method]) return `Maksettu verkossa (${PROVIDERS[method]})`;
          return "Ei veloitettu";
        },
      },
      "fi",
    ),
    sv: writer(
      {
        subject: (event, date) => `Dina biljetter: ${event}, ${date}`,
        heading: "Tack för din bokning",
        greeting: (name) => (name ? `Hej ${name},` : "Hej,"),
        intro: (event) => `din bokning till ${event} är bekräftad. Detta meddelande är också ditt kvitto.`,
        attached: (count) =>
          count === 1
            ? "Din biljett är bifogad som PDF. Visa den vid dörren, utskriven eller i telefonen."
            : `Dina ${count} biljetter är bifogade som PDF, en per sida. Visa dem vid dörren, utskrivna eller i telefonen.`,
        button: "Visa min bokning",
        manage:
          "På din boknings sida kan du se den och ladda ner biljetterna igen när som helst. Dela inte länken: den som har den ser din bokning.",
        labels: {
          booking: "Bokningsnummer",
          event: "Evenemang",
          date: "Tid",
          bookedAt: "Köpdatum",
          payment: "Betalning",
          total: "Totalt",
          vat: (rate) => `Moms ${rate}`,
          vatValue: (vat, net) => `${vat} (exkl. moms ${net})`,
        },
        payment: (method, total) => {
          if (total === 0) return "Avgiftsfri";
          if (method === "box_office") return "Betald i biljettkassan";
          if (method && PROVIDERS[method]) return `Betald online (${PROVIDERS[method]})`;
          return "Inte debiterad";
        },
      },
      "sv",
    ),
  },
};
