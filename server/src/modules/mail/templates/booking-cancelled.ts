import { formatEuros } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import type { MailContent, MailSite, MailTemplate } from "./template.js";

/** What the customer is told when they cancel their booking from its 'my booking' page. */
export interface BookingCancelledParams {
  bookingNumber: string;
  eventName: string;
  start: Date;
  /** Cents paid that are refunded (0: nothing was paid). */
  refund: number;
}

interface Wording {
  subject: (event: string) => string;
  heading: string;
  intro: (event: string, date: string, number: string) => string;
  refund: (amount: string) => string;
  free: string;
}

function writer(words: Wording, language: string) {
  return (params: BookingCancelledParams, site: MailSite): MailContent => ({
    subject: words.subject(params.eventName),
    heading: words.heading,
    blocks: [
      { kind: "paragraph", text: words.intro(params.eventName, formatZoned(params.start, site.timeZone), params.bookingNumber) },
      { kind: "paragraph", text: params.refund > 0 ? words.refund(formatEuros(params.refund, language)) : words.free },
    ],
  });
}

/** The receipt of a customer's own cancellation (its tickets no longer valid, what is refunded). */
export const bookingCancelled: MailTemplate<BookingCancelledParams> = {
  key: "booking-cancelled",
  languages: {
    en: writer(
      {
        subject: (event) => `Booking cancelled: ${event}`,
        heading: "Your booking is cancelled",
        intro: (event, date, number) => `You cancelled booking ${number} for ${event} on ${date}. Its tickets are no longer valid.`,
        refund: (amount) => `${amount} is refunded to the payment method you paid with; it may take a few banking days to show.`,
        free: "Nothing was charged for it, so there is nothing to refund.",
      },
      "en",
    ),
    fi: writer(
      {
        subject: (event) => `Varaus peruttu: ${event}`,
        heading: "Varauksesi on peruttu",
        intro: (event, date, number) => `Peruit varauksen ${number} esitykseen ${event} ${date}. Sen liput eivät ole enää voimassa.`,
        refund: (amount) => `${amount} palautetaan maksutavallesi; sen näkyminen voi kestää muutaman pankkipäivän.`,
        free: "Siitä ei veloitettu mitään, joten palautettavaa ei ole.",
      },
      "fi",
    ),
    sv: writer(
      {
        subject: (event) => `Bokningen avbokad: ${event}`,
        heading: "Din bokning är avbokad",
        intro: (event, date, number) => `Du avbokade bokning ${number} till ${event} ${date}. Dess biljetter gäller inte längre.`,
        refund: (amount) => `${amount} återbetalas till betalningssättet du använde; det kan ta några bankdagar innan det syns.`,
        free: "Inget debiterades för den, så det finns inget att återbetala.",
      },
      "sv",
    ),
  },
};
