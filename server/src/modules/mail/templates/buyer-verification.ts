import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What the e-mail of a capped event's checkout says: confirm the address to finish the booking. */
export interface BuyerVerificationParams {
  eventName: string;
  occasionStart: Date;
  /** Until when the link confirms the address. */
  until: Date;
  /** The confirmation page, /{lng}/verify-email/{token}. */
  url: string;
}

/** The wording in `language`: mail.buyerVerification.* of the server's dictionary. */
function writer(language: string) {
  return (params: BuyerVerificationParams, site: MailSite): MailContent => {
    const t = mailWords("buyerVerification", language);
    return {
      subject: t("subject", { event: params.eventName }),
      heading: t("heading"),
      blocks: [
        { kind: "paragraph", text: t("intro", { event: params.eventName, date: formatZoned(params.occasionStart, site.timeZone) }) },
        { kind: "button", label: t("button"), url: params.url },
        { kind: "paragraph", text: t("deadline", { until: formatZoned(params.until, site.timeZone) }) },
        { kind: "paragraph", text: t("ignore") },
      ],
    };
  };
}

/** Sent when a checkout of an event with a per-buyer cap confirms with an address not yet confirmed (issue 38). */
export const buyerVerification: MailTemplate<BuyerVerificationParams> = {
  key: "buyer-verification",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};
