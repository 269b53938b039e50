import { formatZoned } from "@seatbooking/core";
import type { MailContent, MailSite, MailTemplate } from "./template.js";

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

function writer(words: Wording) {
  return (params: WaitingListOfferParams, site: MailSite): MailContent => ({
    subject: words.subject(params.eventName),
    heading: words.heading,
    blocks: [
      { kind: "paragraph", text: words.intro(params.partySize, params.eventName, formatZoned(params.occasionStart, site.timeZone)) },
      { kind: "paragraph", text: words.hold(formatZoned(params.until, site.timeZone), params.partySize) },
      { kind: "button", label: words.button, url: params.url },
    ],
  });
}

/** The offer to the first waiting-list entry whose party fits the places that freed up. */
export const waitingListOffer: MailTemplate<WaitingListOfferParams> = {
  key: "waiting-list-offer",
  languages: {
    en: writer({
      subject: (event) => `Places for you: ${event}`,
      heading: "Places freed up for you",
      intro: (count, event, date) =>
        `You are on the waiting list for ${event} on ${date}: ${count === 1 ? "a place freed up and is" : `${count} places freed up and are`} held for you.`,
      hold: (until, count) =>
        `Book ${count === 1 ? "it" : "them"} by ${until}. After that ${count === 1 ? "it is" : "they are"} offered to the next person on the list.`,
      button: "Book the places",
    }),
    fi: writer({
      subject: (event) => `Paikkoja sinulle: ${event}`,
      heading: "Sinulle vapautui paikkoja",
      intro: (count, event, date) =>
        `Olet jonotuslistalla esitykseen ${event} ${date}: ${count === 1 ? "paikka vapautui, ja se on" : `${count} paikkaa vapautui, ja ne on`} varattu sinulle.`,
      hold: (until, count) =>
        `Voit varata ${count === 1 ? "sen" : "ne"} ${until} asti. Sen jälkeen ${count === 1 ? "se tarjotaan" : "ne tarjotaan"} seuraavalle listalla.`,
      button: "Varaa paikat",
    }),
    sv: writer({
      subject: (event) => `Platser till dig: ${event}`,
      heading: "Platser har blivit lediga för dig",
      intro: (count, event, date) =>
        `Du står på väntelistan till ${event} ${date}: ${count === 1 ? "en plats har blivit ledig" : `${count} platser har blivit lediga`} och hålls åt dig.`,
      hold: (until, count) =>
        `Du kan boka ${count === 1 ? "den" : "dem"} till ${until}. Därefter erbjuds ${count === 1 ? "den" : "de"} till nästa person på listan.`,
      button: "Boka platserna",
    }),
  },
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

function confirmWriter(words: ConfirmWording) {
  return (params: WaitingListConfirmParams, site: MailSite): MailContent => ({
    subject: words.subject(params.eventName),
    heading: words.heading,
    blocks: [
      { kind: "paragraph", text: words.intro(params.partySize, params.eventName, formatZoned(params.occasionStart, site.timeZone)) },
      { kind: "paragraph", text: words.deadline(formatZoned(params.until, site.timeZone)) },
      { kind: "button", label: words.button, url: params.url },
      { kind: "paragraph", text: words.ignore },
    ],
  });
}

/** Sent when a visitor joins a waiting list: only an entry confirmed through its link is ever offered places (issue 32). */
export const waitingListConfirm: MailTemplate<WaitingListConfirmParams> = {
  key: "waiting-list-confirm",
  languages: {
    en: confirmWriter({
      subject: (event) => `Confirm your place on the waiting list: ${event}`,
      heading: "Confirm your e-mail address",
      intro: (count, event, date) =>
        `This address was put on the waiting list for ${event} on ${date} for ${count === 1 ? "one place" : `${count} places`}. Confirm it to keep your place in line: only confirmed addresses are offered places that free up.`,
      deadline: (until) => `Confirm by ${until}. After that the entry lapses.`,
      button: "Confirm my place in line",
      ignore: "If you did not join the waiting list, ignore this e-mail: nothing is offered to an address that is not confirmed.",
    }),
    fi: confirmWriter({
      subject: (event) => `Vahvista paikkasi jonotuslistalla: ${event}`,
      heading: "Vahvista sähköpostiosoitteesi",
      intro: (count, event, date) =>
        `Tämä osoite lisättiin jonotuslistalle esitykseen ${event} ${date} (${count === 1 ? "yksi paikka" : `${count} paikkaa`}). Vahvista se, niin pidät paikkasi jonossa: vapautuvia paikkoja tarjotaan vain vahvistetuille osoitteille.`,
      deadline: (until) => `Vahvista ${until} mennessä. Sen jälkeen ilmoittautuminen raukeaa.`,
      button: "Vahvista paikkani jonossa",
      ignore: "Jos et liittynyt jonotuslistalle, voit jättää tämän viestin huomiotta: vahvistamattomalle osoitteelle ei tarjota mitään.",
    }),
    sv: confirmWriter({
      subject: (event) => `Bekräfta din plats på väntelistan: ${event}`,
      heading: "Bekräfta din e-postadress",
      intro: (count, event, date) =>
        `Den här adressen har satts upp på väntelistan till ${event} ${date} för ${count === 1 ? "en plats" : `${count} platser`}. Bekräfta den för att behålla din plats i kön: bara bekräftade adresser erbjuds platser som blir lediga.`,
      deadline: (until) => `Bekräfta senast ${until}. Därefter förfaller anmälan.`,
      button: "Bekräfta min plats i kön",
      ignore: "Om du inte ställde dig på väntelistan kan du strunta i det här meddelandet: en obekräftad adress erbjuds ingenting.",
    }),
  },
};
