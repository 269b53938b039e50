import * as z from "zod/mini";
import { hasControlCharacter } from "../../common/control-characters.js";
import { refusal } from "../../common/request-input.js";

/** The longest text an override may have (the longest bundled one is a few hundred characters). */
export const MAX_TEXT_LENGTH = 5_000;

/**
 * An override's text as typed: not blank, no control characters, at most MAX_TEXT_LENGTH. Its placeholders are
 * checked against the bundled texts by the service. The checks' order is the refusal's: blank, then control
 * characters, then length.
 */
export const overrideTextSchema = z.string().check(
  z.refine((text) => text.trim() !== "", refusal("dictionary.empty")),
  z.refine((text) => !hasControlCharacter(text), refusal("validation.controlCharacters")),
  z.maxLength(MAX_TEXT_LENGTH, refusal("validation.tooLong")),
);
