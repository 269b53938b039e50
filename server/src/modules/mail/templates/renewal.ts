import { formatZoned } from "@seatbooking/core";
import type { MailContent, MailSite, MailTemplate } from "./template.js";

/** What a renewal e-mail tells its customer: their seats on next season's occasion and their personal link. */
export interface RenewalMailParams {
  /** The event's name in the booking's language. */
  eventName: string;
  occasionStart: Date;
  /** The seats' labels in the booking's language ('Row 3, seat 12'). */
  seats: string[];
  /** The customer's personal renewal page, /{lng}/renewals/{uuid}. */
  url: string;
  /** From when the renewal can be confirmed. */
  opensAt: Date;
  /** Until when: after it the seats go on public sale. */
  deadline: Date;
}

interface Wording {
  subject: (event: string) => string;
  heading: string;
  intro: (event: string, site: string) => string;
  window: (opens: string, deadline: string) => string;
  button: string;
  labels: { occasion: string; seats: string; deadline: string };
}

function writer(words: Wording) {
  return (params: RenewalMailParams, site: MailSite): MailContent => {
    // dd.MM.yyyy HH:mm in the venue's time zone (SPEC section 9).
    const at = (date: Date) => formatZoned(date, site.timeZone);
    return {
      subject: words.subject(params.eventName),
      heading: words.heading,
      blocks: [
        { kind: "paragraph", text: words.intro(params.eventName, site.name) },
        {
          kind: "facts",
          rows: [
            { label: words.labels.occasion, value: `${params.eventName}, ${at(params.occasionStart)}` },
            { label: words.labels.seats, value: params.seats.join("; ") },
            { label: words.labels.deadline, value: at(params.deadline) },
          ],
        },
        { kind: "paragraph", text: words.window(at(params.opensAt), at(params.deadline)) },
        { kind: "button", label: words.button, url: params.url },
      ],
    };
  };
}

/** The personal renewal link, sent when next season is created (and again on 'resend link'). */
export const renewalLink: MailTemplate<RenewalMailParams> = {
  key: "renewal-link",
  languages: {
    en: writer({
      subject: (event) => `Your seats for next season: ${event}`,
      heading: "Renew your seats",
      intro: (event, site) => `${site} has kept your seats for next season's ${event} for you.`,
      window: (opens, deadline) =>
        `You can renew them, all or some, from ${opens} until ${deadline}. Seats not renewed by then go on public sale.`,
      button: "Renew my seats",
      labels: { occasion: "Performance", seats: "Your seats", deadline: "Renew by" },
    }),
    fi: writer({
      subject: (event) => `Paikkasi ensi kaudelle: ${event}`,
      heading: "Uusi paikkasi",
      intro: (event, site) => `${site} on varannut sinulle paikkasi ensi kauden esitykseen ${event}.`,
      window: (opens, deadline) =>
        `Voit uusia ne, kaikki tai osan, ${opens} alkaen ${deadline} asti. Uusimatta jääneet paikat tulevat sen jälkeen vapaaseen myyntiin.`,
      button: "Uusi paikkani",
      labels: { occasion: "Esitys", seats: "Paikkasi", deadline: "Uusittava viimeistään" },
    }),
    sv: writer({
      subject: (event) => `Dina platser för nästa säsong: ${event}`,
      heading: "Förnya dina platser",
      intro: (event, site) => `${site} har reserverat dina platser för nästa säsongs ${event} åt dig.`,
      window: (opens, deadline) =>
        `Du kan förnya dem, alla eller några, från ${opens} till ${deadline}. Platser som inte förnyats då går till allmän försäljning.`,
      button: "Förnya mina platser",
      labels: { occasion: "Föreställning", seats: "Dina platser", deadline: "Förnya senast" },
    }),
  },
};

/** The reminder before the deadline, to customers who have not renewed yet. */
export const renewalReminder: MailTemplate<RenewalMailParams> = {
  key: "renewal-reminder",
  languages: {
    en: writer({
      subject: (event) => `Reminder: renew your seats for ${event}`,
      heading: "Your seats are still waiting",
      intro: (event) => `You have not renewed your seats for next season's ${event} yet.`,
      window: (_opens, deadline) => `Renew them by ${deadline}; after that they go on public sale.`,
      button: "Renew my seats",
      labels: { occasion: "Performance", seats: "Your seats", deadline: "Renew by" },
    }),
    fi: writer({
      subject: (event) => `Muistutus: uusi paikkasi esitykseen ${event}`,
      heading: "Paikkasi odottavat yhä",
      intro: (event) => `Et ole vielä uusinut paikkojasi ensi kauden esitykseen ${event}.`,
      window: (_opens, deadline) => `Uusi ne viimeistään ${deadline}; sen jälkeen ne tulevat vapaaseen myyntiin.`,
      button: "Uusi paikkani",
      labels: { occasion: "Esitys", seats: "Paikkasi", deadline: "Uusittava viimeistään" },
    }),
    sv: writer({
      subject: (event) => `Påminnelse: förnya dina platser för ${event}`,
      heading: "Dina platser väntar fortfarande",
      intro: (event) => `Du har inte förnyat dina platser för nästa säsongs ${event} ännu.`,
      window: (_opens, deadline) => `Förnya dem senast ${deadline}; därefter går de till allmän försäljning.`,
      button: "Förnya mina platser",
      labels: { occasion: "Föreställning", seats: "Dina platser", deadline: "Förnya senast" },
    }),
  },
};
