import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

/** Most origins an administrator may list for the embeddable widget (issue 40). */
export const EMBED_ORIGINS_MAX = 20;

/** Longest origin accepted (a host name is at most 253 characters). */
const ORIGIN_MAX_LENGTH = 300;

/** Loopback hosts: a venue's site tried out on the administrator's own machine may be plain http. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** scheme://host[:port] with at most a trailing slash: no user, path, query or fragment. */
const ORIGIN_SHAPE = /^(https?):\/\/([^/?#@\s]+)\/?$/i;

/** A host name (letters, digits, hyphens, dots; IDN already in punycode by URL) or a bracketed IPv6 address. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

/**
 * An origin as a CSP source and a browser's MessageEvent.origin name it, or null when `text` is not one: `https://host[:port]`
 * (any case, an international name in punycode, the default port dropped, a trailing slash ignored), or `http://` for
 * localhost, 127.0.0.1 and [::1] only (a venue's page tried out locally). No path, query, user or wildcard: a listed
 * origin is one site, and a path is no part of what frame-ancestors checks.
 */
export function normalizeOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > ORIGIN_MAX_LENGTH) return null;
  const shape = ORIGIN_SHAPE.exec(trimmed);
  if (!shape) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!HOST.test(url.hostname)) return null;
  if (url.protocol === "http:" && !LOOPBACK.has(url.hostname)) return null;
  return url.origin;
}

/** The list as saved: each entry an origin (empty entries left out), normalized, each once, at most EMBED_ORIGINS_MAX. */
export const embedOriginsSchema = z.object({
  origins: z.pipe(
    z.array(
      z.pipe(
        z.string().check(z.refine((entry) => entry.trim() === "" || normalizeOrigin(entry) !== null, refusal("validation.embedOrigin"))),
        z.transform((entry) => normalizeOrigin(entry)),
      ),
    ),
    z.pipe(
      z.transform((entries: (string | null)[]) => [...new Set(entries.filter((entry): entry is string => entry !== null))]),
      z.array(z.string()).check(z.maxLength(EMBED_ORIGINS_MAX, refusal("validation.embedOrigins"))),
    ),
  ),
});
