import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What a renewal e-mail tells its customer: their seats on next season's occasion and their personal link. */
export interface RenewalMailParams {
  /** The event's name in the booking's language. */
  eventName: string;
  occasionStart: Date;
  /** A season ticket's dates (its renewal covers them all); one date's renewal has none. */
  dates?: Date[];
  /** The season ticket's series name. */
  seriesName?: string | null;
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

/** The wording of the e-mail `name` (renewalLink, renewalReminder) in `language`, from the server's dictionary. */
function wording(name: string, language: string): Wording {
  const t = mailWords(name, language);
  return {
    subject: (event) => t("subject", { event }),
    heading: t("heading"),
    intro: (event, site) => t("intro", { event, site }),
    window: (opens, deadline) => t("window", { opens, deadline }),
    button: t("button"),
    labels: { occasion: t("labels.occasion"), seats: t("labels.seats"), deadline: t("labels.deadline") },
  };
}

function writer(name: string, language: string) {
  return (params: RenewalMailParams, site: MailSite): MailContent => {
    const words = wording(name, language);
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
            {
              label: words.labels.occasion,
              value: params.dates
                ? `${[params.eventName, params.seriesName].filter(Boolean).join(", ")}: ${params.dates.map(at).join("; ")}`
                : `${params.eventName}, ${at(params.occasionStart)}`,
            },
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
  languages: { en: writer("renewalLink", "en"), fi: writer("renewalLink", "fi"), sv: writer("renewalLink", "sv") },
};

/** The reminder before the deadline, to customers who have not renewed yet. */
export const renewalReminder: MailTemplate<RenewalMailParams> = {
  key: "renewal-reminder",
  languages: { en: writer("renewalReminder", "en"), fi: writer("renewalReminder", "fi"), sv: writer("renewalReminder", "sv") },
};
