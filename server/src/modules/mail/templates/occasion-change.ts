import { formatCentsDecimal } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import type { MailContent, MailSite, MailTemplate } from "./template.js";

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

function cancelledWriter(words: CancelledWording, language: string) {
  return (params: OccasionCancelledParams, site: MailSite): MailContent => {
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
  languages: {
    en: cancelledWriter(
      {
        subject: (event, at) => `Cancelled: ${event} on ${at}`,
        heading: "The performance is cancelled",
        intro: (event, at, site) => `We are sorry: ${site} has cancelled ${event} on ${at}. Your booking is cancelled.`,
        reason: (reason) => `Reason: ${reason}`,
        refund: (amount) => `The ${amount} you paid is refunded to you the way you paid it.`,
        noPayment: "Nothing was paid for this booking, so there is nothing to refund.",
        labels: { booking: "Booking number", occasion: "Performance", seats: "Your seats" },
      },
      "en",
    ),
    fi: cancelledWriter(
      {
        subject: (event, at) => `Peruttu: ${event} ${at}`,
        heading: "Esitys on peruttu",
        intro: (event, at, site) => `Valitettavasti ${site} on perunut esityksen ${event} ${at}. Varauksesi on peruttu.`,
        reason: (reason) => `Syy: ${reason}`,
        refund: (amount) => `Maksamasi ${amount} palautetaan sinulle samaa maksutapaa käyttäen.`,
        noPayment: "Varauksesta ei maksettu mitään, joten palautettavaa ei ole.",
        labels: { booking: "Varausnumero", occasion: "Esitys", seats: "Paikkasi" },
      },
      "fi",
    ),
    sv: cancelledWriter(
      {
        subject: (event, at) => `Inställd: ${event} ${at}`,
        heading: "Föreställningen är inställd",
        intro: (event, at, site) => `Tyvärr har ${site} ställt in ${event} ${at}. Din bokning är avbokad.`,
        reason: (reason) => `Orsak: ${reason}`,
        refund: (amount) => `De ${amount} du betalade återbetalas till dig på samma sätt som du betalade.`,
        noPayment: "Ingenting betalades för bokningen, så det finns inget att återbetala.",
        labels: { booking: "Bokningsnummer", occasion: "Föreställning", seats: "Dina platser" },
      },
      "sv",
    ),
  },
};

interface MovedWording {
  subject: (event: string, at: string) => string;
  heading: string;
  intro: (event: string, from: string, to: string) => string;
  keep: string;
  labels: { booking: string; previous: string; now: string; seats: string };
}

function movedWriter(words: MovedWording) {
  return (params: OccasionMovedParams, site: MailSite): MailContent => {
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
  languages: {
    en: movedWriter({
      subject: (event, at) => `New time: ${event} is now on ${at}`,
      heading: "The performance has a new time",
      intro: (event, from, to) => `${event}, which was to start on ${from}, now starts on ${to}.`,
      keep: "Your booking and seats stay the same. If the new time does not suit you, please contact us.",
      labels: { booking: "Booking number", previous: "Was", now: "Now", seats: "Your seats" },
    }),
    fi: movedWriter({
      subject: (event, at) => `Uusi aika: ${event} on nyt ${at}`,
      heading: "Esityksen aika on muuttunut",
      intro: (event, from, to) => `${event}, jonka piti alkaa ${from}, alkaa nyt ${to}.`,
      keep: "Varauksesi ja paikkasi pysyvät ennallaan. Jos uusi aika ei sovi sinulle, ota meihin yhteyttä.",
      labels: { booking: "Varausnumero", previous: "Aiempi aika", now: "Uusi aika", seats: "Paikkasi" },
    }),
    sv: movedWriter({
      subject: (event, at) => `Ny tid: ${event} är nu ${at}`,
      heading: "Föreställningen har fått en ny tid",
      intro: (event, from, to) => `${event}, som skulle börja ${from}, börjar nu ${to}.`,
      keep: "Din bokning och dina platser förblir desamma. Om den nya tiden inte passar dig, kontakta oss.",
      labels: { booking: "Bokningsnummer", previous: "Tidigare", now: "Nu", seats: "Dina platser" },
    }),
  },
};
