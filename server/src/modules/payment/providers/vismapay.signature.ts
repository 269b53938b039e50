import { createHmac } from "node:crypto";

/** Visma Pay authcode (reference §3.2): HMAC-SHA256 with the private key over the values joined by `|`, UPPERCASE hex. */
export function vismaPayAuthcode(privateKey: string, values: readonly string[]): string {
  return createHmac("sha256", privateKey).update(values.join("|"), "utf8").digest("hex").toUpperCase();
}

export interface VismaPayReturnParams {
  RETURN_CODE: string;
  ORDER_NUMBER: string;
  SETTLED?: string;
  CONTACT_ID?: string;
  INCIDENT_ID?: string;
}

/** The optional return params in their signed order; each is signed only when present and non-empty. */
export const VISMA_PAY_OPTIONAL_RETURN_PARAMS = ["SETTLED", "CONTACT_ID", "INCIDENT_ID"] as const;

/** AUTHCODE of a return or notify: RETURN_CODE|ORDER_NUMBER[|SETTLED][|CONTACT_ID][|INCIDENT_ID]. */
export function vismaPayReturnAuthcode(privateKey: string, params: VismaPayReturnParams): string {
  const values = [params.RETURN_CODE, params.ORDER_NUMBER];
  for (const name of VISMA_PAY_OPTIONAL_RETURN_PARAMS) {
    const value = params[name];
    if (value) values.push(value);
  }
  return vismaPayAuthcode(privateKey, values);
}
