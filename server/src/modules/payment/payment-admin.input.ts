import { optionalText, requiredText } from "@seatbooking/core/input";
import * as z from "zod/mini";

/** How long "how it was paid back" may be, and the note. */
export const SETTLED_HOW_MAX = 100;
export const SETTLED_NOTE_MAX = 300;

/** A refund paid back by hand: how (a bank transfer, cash), and a note if any. */
export const manualRefundSchema = z.object({ how: requiredText(SETTLED_HOW_MAX), note: optionalText(SETTLED_NOTE_MAX) });
