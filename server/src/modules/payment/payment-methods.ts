import type { Translations } from "../../common/translations.js";
import { translate } from "../../common/translations.js";
import type { PaymentMethodView } from "../pricing/pricing.results.js";

/** The payment method of sales made by administrators at the box office (DESIGN section 7.3). */
export const BOX_OFFICE = "box_office";

/** How money was taken at the box office (stored on its payment attempt, shown with it and in the sales report). */
export const BOX_OFFICE_KINDS = ["cash", "card", "invoice"] as const;
export type BoxOfficeKind = (typeof BOX_OFFICE_KINDS)[number];

/** The method of a booking that needs no payment (free, or skip payment where the site allows it). */
export const SKIP_PAYMENT = "skip";

/** Names of every payment method the product knows (SPEC section 9). */
const METHOD_NAMES: Record<string, Translations> = {
  skip: { en: "Skip payment", fi: "Ohita maksu", sv: "Hoppa över betalning" },
  paytrail: { en: "Paytrail", fi: "Paytrail", sv: "Paytrail" },
  vismapay: { en: "Visma Pay", fi: "Visma Pay", sv: "Visma Pay" },
  ceepos: { en: "Ceepos", fi: "Ceepos", sv: "Ceepos" },
};

const TEST_LABEL: Record<string, string> = { en: "test", fi: "testi", sv: "test" };

/** The payment methods a deployment offers, in order. Providers join this list as they are configured. */
export class PaymentMethodService {
  constructor(
    private readonly enabled: readonly string[] = ["skip"],
    /** Providers in test mode or on the simulator: their names say '(test)'. */
    private readonly testMode: readonly string[] = [],
  ) {}

  list(language: string): PaymentMethodView[] {
    return this.enabled.map((id) => {
      const name = translate(METHOD_NAMES[id], language) ?? id;
      return { id, name: this.testMode.includes(id) ? `${name} (${TEST_LABEL[language] ?? TEST_LABEL.en})` : name };
    });
  }

  isEnabled(id: string): boolean {
    return this.enabled.includes(id);
  }
}
