import { mailWords, type MailTemplate, type MailWriter } from "./template.js";

export interface TestMessageParams {
  /** Who asked for it: the administrator's e-mail address. */
  requestedBy: string;
  requestedAt: Date;
}

const when = (date: Date, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);

/** The test message in `language` (its texts: mail.testMessage.* of the server's dictionary); dates in `locale`. */
function writer(language: string, locale: string): MailWriter<TestMessageParams> {
  return ({ requestedBy, requestedAt }, site) => {
    const t = mailWords("testMessage", language);
    return {
      subject: t("subject", { site: site.name }),
      heading: t("heading"),
      blocks: [
        { kind: "paragraph", text: t("intro", { site: site.name }) },
        {
          kind: "facts",
          rows: [
            { label: t("sentBy"), value: requestedBy },
            { label: t("sentAt"), value: when(requestedAt, locale, site.timeZone) },
          ],
        },
      ],
    };
  };
}

/** The message an administrator sends from the settings to check that e-mail reaches people (sendTestEmail). */
export const testMessage: MailTemplate<TestMessageParams> = {
  key: "test-message",
  languages: { en: writer("en", "en-GB"), fi: writer("fi", "fi-FI"), sv: writer("sv", "sv-SE") },
};
