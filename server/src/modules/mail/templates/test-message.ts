import type { MailTemplate } from "./template.js";

export interface TestMessageParams {
  /** Who asked for it: the administrator's e-mail address. */
  requestedBy: string;
  requestedAt: Date;
}

const when = (date: Date, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);

/** The message an administrator sends from the settings to check that e-mail reaches people (sendTestEmail). */
export const testMessage: MailTemplate<TestMessageParams> = {
  key: "test-message",
  languages: {
    en: ({ requestedBy, requestedAt }, site) => ({
      subject: `Test e-mail from ${site.name}`,
      heading: "E-mail works",
      blocks: [
        {
          kind: "paragraph",
          text: `This test message was sent from the settings of ${site.name}. As it reached you, the site can send e-mail: booking confirmations and the other messages to customers go out the same way.`,
        },
        {
          kind: "facts",
          rows: [
            { label: "Sent by", value: requestedBy },
            { label: "Sent at", value: when(requestedAt, "en-GB", site.timeZone) },
          ],
        },
      ],
    }),
    fi: ({ requestedBy, requestedAt }, site) => ({
      subject: `Testiviesti: ${site.name}`,
      heading: "Sähköposti toimii",
      blocks: [
        {
          kind: "paragraph",
          text: `Tämä testiviesti lähetettiin sivuston ${site.name} asetuksista. Koska se tuli perille, sivusto pystyy lähettämään sähköpostia: varausvahvistukset ja muut viestit asiakkaille lähtevät samaa reittiä.`,
        },
        {
          kind: "facts",
          rows: [
            { label: "Lähettäjä", value: requestedBy },
            { label: "Lähetetty", value: when(requestedAt, "fi-FI", site.timeZone) },
          ],
        },
      ],
    }),
    sv: ({ requestedBy, requestedAt }, site) => ({
      subject: `Testmeddelande från ${site.name}`,
      heading: "E-posten fungerar",
      blocks: [
        {
          kind: "paragraph",
          text: `Det här testmeddelandet skickades från inställningarna för ${site.name}. Eftersom det nådde dig kan webbplatsen skicka e-post: bokningsbekräftelser och andra meddelanden till kunder skickas på samma sätt.`,
        },
        {
          kind: "facts",
          rows: [
            { label: "Skickat av", value: requestedBy },
            { label: "Skickat", value: when(requestedAt, "sv-SE", site.timeZone) },
          ],
        },
      ],
    }),
  },
};
