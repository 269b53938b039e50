import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may be sent (issue 40, no server-side request forgery): an endpoint is an https URL on an address the
 * public internet routes to. Loopback, private, link-local, carrier-grade NAT, unique-local, multicast, reserved and
 * the IPv6 forms that carry an IPv4 address are refused unless WEBHOOK_ALLOW_PRIVATE=true, which also lets a receiver on
 * such an address use plain http. Checked when the URL is saved and again for every connection a delivery makes (the
 * addresses the name resolves to then, so a name re-pointed at an internal address after it was saved is refused too).
 */

/** Why a URL is refused: the server message key under `webhook.` says it in the administrator's language. */
export type AddressProblem = "urlInvalid" | "urlScheme" | "urlCredentials" | "urlPrivate" | "urlUnresolved";

export class AddressRefused extends Error {
  constructor(
    readonly problem: AddressProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Whether the public internet routes to this address (ipaddr.js's `unicast`, an IPv4-mapped one judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

/** The host of a URL as a resolver takes it (an IPv6 literal without its brackets). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** The URL an endpoint is saved with: parsed, without a fragment; refused when malformed, not https(ish) or carrying credentials. */
export function endpointUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AddressRefused("urlInvalid", "not a URL");
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw new AddressRefused("urlScheme", "not https");
  if (url.username || url.password) throw new AddressRefused("urlCredentials", "credentials in the URL");
  if (!url.hostname) throw new AddressRefused("urlInvalid", "no host");
  url.hash = "";
  return url;
}

/**
 * Whether these addresses may be connected to for this URL: public ones always; others only with WEBHOOK_ALLOW_PRIVATE,
 * and plain http only to them (a public receiver is reached over TLS whatever the setting).
 */
function refusal(url: URL, addresses: string[], allowPrivate: boolean): AddressRefused | null {
  const internal = addresses.find((address) => !isPublicAddress(address));
  if (internal && !allowPrivate) return new AddressRefused("urlPrivate", `${url.hostname} is ${internal}, a private address`);
  if (url.protocol === "http:" && addresses.some(isPublicAddress)) return new AddressRefused("urlScheme", "http to a public address");
  return null;
}

const RESOLVE_TIMEOUT_MS = 5_000;

/** Resolves the URL's host (a literal is itself) and refuses it as a delivery would; a name that does not resolve is refused. */
export async function checkEndpointAddress(url: URL, allowPrivate: boolean): Promise<void> {
  const host = hostOf(url);
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AddressRefused("urlUnresolved", `${host} did not resolve in time`)), RESOLVE_TIMEOUT_MS);
    });
    try {
      const found = await Promise.race([dns.promises.lookup(host, { all: true, verbatim: true }), timeout]);
      addresses = found.map((entry) => entry.address);
    } catch (error) {
      throw error instanceof AddressRefused ? error : new AddressRefused("urlUnresolved", `${host} does not resolve`);
    } finally {
      clearTimeout(timer);
    }
  }
  const refused = refusal(url, addresses, allowPrivate);
  if (refused) throw refused;
}

/**
 * The resolver a delivery's connection uses: every address the name resolves to is checked before the socket connects
 * to one of them (no window between a check and the connection). A literal address never reaches a lookup: the caller
 * checks it with `checkEndpointAddress`.
 */
export function guardedLookup(url: URL, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, entries) => {
      if (error) return callback(error, "", 0);
      const refused = refusal(
        url,
        entries.map((entry) => entry.address),
        allowPrivate,
      );
      if (refused) return callback(Object.assign(refused, { code: "EADDRREFUSED" }), "", 0);
      if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, entries);
      const first = entries[0]!;
      callback(null, first.address, first.family);
    });
  };
}
