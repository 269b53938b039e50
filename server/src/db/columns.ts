import type { ValueTransformer } from "typeorm";

/** numeric(5,2) arrives from pg as a string; VAT rates are small decimals, safe as JS numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** bigint arrives from pg as a string; booking numbers stay far below 2^53. */
export const bigintTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
