import { formatEuros } from "../../../common/money.js";
import { formatZoned } from "@seatbooking/core";
import { mailWords, type MailContent, type MailSite, type MailTemplate } from "./template.js";

/** What the customer is told when a booking already paid was paid again (another attempt, another tab). */
export interface DuplicatePaymentParams {
  bookingNumber: string;
  eventName: string;
  start: Date;
  /** Cents of the second payment, all of it going back. */
  amount: number;
  /** The provider's name ('Paytrail'). */
  method: string;
  /** True: sent back through the provider's refund API; false: the venue pays it back by hand. */
  automatic: boolean;
}

/** Its texts: mail.duplicatePayment.* of the server's dictionary. */
function writer(language: string) {
  return (params: DuplicatePaymentParams, site: MailSite): MailContent => {
    const t = mailWords("duplicatePayment", language);
    const date = formatZoned(params.start, site.timeZone);
    const amount = formatEuros(params.amount, language);
    return {
      subject: t("subject", { number: params.bookingNumber }),
      heading: t("heading"),
      blocks: [
        {
          kind: "paragraph",
          text: t("intro", { number: params.bookingNumber, event: params.eventName, date, amount, method: params.method }),
        },
        { kind: "paragraph", text: t(params.automatic ? "automatic" : "manual", { amount, method: params.method }) },
        { kind: "paragraph", text: t("valid") },
      ],
    };
  };
}

/** The news that a second payment of a booking already paid goes back (the booking and its tickets stand). */
export const duplicatePayment: MailTemplate<DuplicatePaymentParams> = {
  key: "duplicate-payment",
  languages: { en: writer("en"), fi: writer("fi"), sv: writer("sv") },
};
