/**
 * Merchant fixtures the simulator accepts (reference payments.md §2.7, §3.7, §4.6, §8.1): the
 * credentials the app is configured with in development and tests. Unknown merchants are refused.
 */

export interface PaytrailMerchant {
  account: string;
  secret: string;
}

export interface VismaPayMerchant {
  apiKey: string;
  privateKey: string;
}

export interface CeeposMerchant {
  source: string;
  secret: string;
}

export interface SimMerchants {
  paytrail: PaytrailMerchant[];
  vismapay: VismaPayMerchant[];
  ceepos: CeeposMerchant[];
}

export const SIM_MERCHANTS: SimMerchants = {
  paytrail: [
    { account: "375917", secret: "SAIPPUAKAUPPIAS" },
    // Shop-in-Shop aggregate merchant (§2.7); accepted for completeness.
    { account: "695861", secret: "MONISAIPPUAKAUPPIAS" },
  ],
  vismapay: [{ apiKey: "TESTAPIKEY", privateKey: "private_key" }],
  ceepos: [{ source: "examplecom", secret: "123" }],
};
