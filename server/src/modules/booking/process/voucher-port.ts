import type { UnitOfWork } from "../../../common/unit-of-work.js";

/** A place the box office sells, priced at its list price. */
export interface PricedPlace {
  spaceId: string;
  ticketTypeId: string;
  price: number;
  vat: number;
  code: string;
  listPrice?: number | null;
  voucherCodeId?: string | null;
}

/**
 * What the booking process asks of vouchers (issue 38), wired by the composition root: the voucher module stands
 * above booking and calls the lifecycle's commands itself, so booking never imports it. Each method runs in the
 * caller's unit of work, after the caller locked the booking.
 */
export interface VoucherPort {
  /** Whether a code is applied to the booking, read outside any transaction (so the hold's hot path opens none without one). */
  hasCode(bookingId: string): Promise<boolean>;
  /** Prices a draft's tickets by the code applied to it (tickets added since included); nothing without a code. */
  reprice(unit: UnitOfWork, bookingId: string, now: Date): Promise<void>;
  /**
   * Whether the code applied to the booking limits its campaign's uses per customer e-mail: checkout then counts only an
   * address the customer proved (signed in, or confirmed through the booking's link), as a per-buyer cap does.
   */
  limitsUsesPerEmail(unit: UnitOfWork, bookingId: string): Promise<boolean>;
  /** At confirm: counts the draft's code against its campaign's uses per e-mail (VOUCHER_EMAIL_USED_UP past them). */
  confirming(unit: UnitOfWork, command: { bookingId: string; email: string; now: Date }): Promise<void>;
  /**
   * The box office retypes a booked ticket: its price by the code it carries (the new type's list price, then the code's
   * rule) when that code covers the new type; null when it carries none or the code does not cover the new type.
   */
  priceRetyped(
    unit: UnitOfWork,
    retype: { ticketId: string; ticketTypeId: string; listPrice: number },
  ): Promise<{ price: number; listPrice: number; voucherCodeId: string } | null>;
  /** After a change took a discount off a booking's ticket: when no ticket carries its code any more, the use is given back. */
  discountDropped(unit: UnitOfWork, bookingId: string): Promise<void>;
  /**
   * A draft has just held a place: when campaigns hold it back for their codes now (a presale), allowed only when the code
   * applied to the draft is one of theirs, or when `code` is (applied to the draft now: one of its uses reserved, the
   * draft's tickets repriced by it). SPACE_HELD_FOR_CODE without a code, VOUCHER_INVALID, VOUCHER_NOT_APPLICABLE,
   * VOUCHER_USED_UP or RATE_LIMITED (tries counted by `clientKey` as at apply); CONFLICT when the draft has another
   * campaign's code applied.
   */
  unlockPresale(
    unit: UnitOfWork,
    hold: { bookingId: string; occasionId: string; spaceId: string; code: string | null; clientKey: string | undefined; now: Date },
  ): Promise<void>;
  /** The box office: the places priced by `code` (VOUCHER_INVALID or VOUCHER_NOT_APPLICABLE when it does not apply). */
  priceSale(
    unit: UnitOfWork,
    sale: { code: string; occasionId: string; places: PricedPlace[]; now: Date },
  ): Promise<{ places: PricedPlace[]; codeId: string }>;
  /** The box office's booking uses `codeId` (VOUCHER_USED_UP when no use is left); called after its places are taken. */
  redeemSale(unit: UnitOfWork, sale: { bookingId: string; codeId: string; email: string | null; now: Date }): Promise<void>;
}

/** No vouchers (a process wired without the module): nothing is repriced, a code is never accepted. */
export const NO_VOUCHERS: VoucherPort = {
  hasCode: async () => false,
  reprice: async () => {},
  limitsUsesPerEmail: async () => false,
  confirming: async () => {},
  priceRetyped: async () => null,
  discountDropped: async () => {},
  unlockPresale: async () => {},
  priceSale: async () => {
    throw new Error("vouchers are not wired");
  },
  redeemSale: async () => {},
};
