/** The door's input to a check-in (issue 14). */
import * as z from "zod/mini";
import { hasControlCharacter } from "../../common/control-characters.js";
import { refusal } from "../../common/request-input.js";

const MAX_DEVICE_LENGTH = 60;
const DEVICE_REFUSAL = refusal("validation.checkInDevice");

/** The scanning device's name, shown beside each admission: given (trimmed), at most 60 characters, printable. */
export const checkInDeviceSchema = z.string(DEVICE_REFUSAL).check(
  z.trim(),
  z.minLength(1, DEVICE_REFUSAL),
  z.maxLength(MAX_DEVICE_LENGTH, DEVICE_REFUSAL),
  z.refine((device) => !hasControlCharacter(device), DEVICE_REFUSAL),
);
