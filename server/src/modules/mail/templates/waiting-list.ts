import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What a waiting-list offer tells the visitor: places freed up for them, held until a time, and their link. */
export interface WaitingListOfferParams {
  eventName: string;
  occasionStart: Date;
  partySize: number;
  /** Until when the places are held for them. */
  until: Date;
  /** Their personal offer page, /{lng}/waiting-list/{token}: it opens checkout with the places. */
  url: string;
}

interface Wording {
  subject: (event: string) => string;
  heading: string;
  intro: (count: number, event: string, date: string) => string;
  hold: (until: string, count: number) => string;
  button: string;
}

/** The offer's wording in `language`: mail.waitingListOffer.* of the server's dictionary (plural forms by party size). */
function wording(language: string): Wording {
  const t = mailWords("waitingListOffer", language);
  return {
    subject: (event) => t("subject", { event }),
    heading: t("heading"),
    intro: (count, event, date) => t("intro", { count, event, date }),
    hold: (until, count) => t("hold", { until, count }),
    button: t("button"),
  };
}

function writer(language: string) {
  return (params: WaitingListOfferParams, site: MailSite): MailContent => writeOffer(wording(language), params, site);
}

function writeOffer(words: Wording, params: WaitingListOfferParams, site: MailSite): MailContent {
  return {
    subject: words.subject(params.eventName),
    heading: words.heading,
    blocks: [
      { kind: "paragraph", text: words.intro(params.partySize, params.eventName, formatZoned(params.occasionStart, site.timeZone)) },
      { kind: "paragraph", text: words.hold(formatZoned(params.until, site.timeZone), params.partySize) },
      { kind: "button", label: words.button, url: params.url },
    ],
  };
}

/** The offer to the first waiting-list entry whose party fits the places that freed up. */
export const waitingListOffer: MailTemplate<WaitingListOfferParams> = {
  key: "waiting-list-offer",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};

/** What the confirmation e-mail of a new waiting-list entry tells the visitor: confirm the address to keep the place in line. */
export interface WaitingListConfirmParams {
  eventName: string;
  occasionStart: Date;
  partySize: number;
  /** Until when the link confirms the entry (unconfirmed entries then lapse). */
  until: Date;
  /** Their confirmation page, /{lng}/waiting-list/confirm/{token}. */
  url: string;
}

interface ConfirmWording {
  subject: (event: string) => string;
  heading: string;
  intro: (count: number, event: string, date: string) => string;
  deadline: (until: string) => string;
  button: string;
  ignore: string;
}

/** The confirmation's wording in `language`: mail.waitingListConfirm.* of the server's dictionary. */
function confirmWording(language: string): ConfirmWording {
  const t = mailWords("waitingListConfirm", language);
  return {
    subject: (event) => t("subject", { event }),
    heading: t("heading"),
    intro: (count, event, date) => t("intro", { count, event, date }),
    deadline: (until) => t("deadline", { until }),
    button: t("button"),
    ignore: t("ignore"),
  };
}

function confirmWriter(language: string) {
  return (params: WaitingListConfirmParams, site: MailSite): MailContent => writeConfirm(confirmWording(language), params, site);
}

function writeConfirm(words: ConfirmWording, params: WaitingListConfirmParams, site: MailSite): MailContent {
  return {
    subject: words.subject(params.eventName),
    heading: words.heading,
    blocks: [
      { kind: "paragraph", text: words.intro(params.partySize, params.eventName, formatZoned(params.occasionStart, site.timeZone)) },
      { kind: "paragraph", text: words.deadline(formatZoned(params.until, site.timeZone)) },
      { kind: "button", label: words.button, url: params.url },
      { kind: "paragraph", text: words.ignore },
    ],
  };
}

/** Sent when a visitor joins a waiting list: only an entry confirmed through its link is ever offered places (issue 32). */
export const waitingListConfirm: MailTemplate<WaitingListConfirmParams> = {
  key: "waiting-list-confirm",
  languages: { en: confirmWriter("en"), fi: confirmWriter("fi"), sv: confirmWriter("sv") },
};
