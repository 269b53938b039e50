import * as z from "zod/mini";
import { isUuid } from "./ids.js";
import type { MessageKey } from "../modules/i18n/server-messages.js";
import { refusal } from "./request-input.js";

/** An id given in a form's field, lower-cased; one not a uuid is refused with `key` (what it names is unknown). */
export function uuidField(key: MessageKey) {
  return z.pipe(
    z.string(refusal(key)).check(z.refine(isUuid, refusal(key))),
    z.transform((id) => id.toLowerCase()),
  );
}

/** A list of ids, lower-cased and each once; any not a uuid refuses the whole field with `key`. */
export function uuidList(key: MessageKey) {
  return z.pipe(
    z.array(z.string(refusal(key)), refusal(key)).check(z.refine((ids) => ids.every(isUuid), refusal(key))),
    z.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  );
}

/** An id that may be left out or empty (then null); one given but not a uuid is refused with `key`. */
export function optionalUuidField(key: MessageKey) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string(refusal(key))),
      z.transform((id) => id || null),
    ),
    z.nullable(uuidField(key)),
  );
}
