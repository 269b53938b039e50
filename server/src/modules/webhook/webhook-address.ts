import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may be sent (issue 40, no server-side request forgery): an endpoint is an https URL on an address the
 * public internet routes to. Loopback, private, link-local, carrier-grade NAT, unique-local, multicast, reserved and
 * the IPv6 forms that carry an IPv4 address are refused unless WEBHOOK_ALLOW_PRIVATE=true, which also lets a receiver on
 * such an address use plain http. Checked when the URL is saved and again by every delivery run, which connects only to
 * the addresses it checked (a name re-pointed at an internal address after it was saved is refused too).
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

/** IPv4 ranges ipaddr.js 1.x calls unicast that are not the public internet: benchmarking, documentation, IETF. */
const SPECIAL_IPV4 = ["192.0.0.0/24", "192.0.2.0/24", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24"].map((cidr) =>
  ipaddr.parseCIDR(cidr),
);
/** Global unicast IPv6 (2000::/3) less the prefixes that carry an IPv4 address or are not routed (NAT64, 6to4, Teredo, ORCHID, documentation). */
const GLOBAL_IPV6 = ipaddr.parseCIDR("2000::/3");
const SPECIAL_IPV6 = ["2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20"].map((cidr) => ipaddr.parseCIDR(cidr));
const NAT64_IPV6 = ["64:ff9b::/96", "64:ff9b:1::/48"].map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * Whether the public internet routes to this address: an allowlist. IPv4: ipaddr.js's `unicast` less the special ranges
 * above; an IPv4-mapped IPv6 address is judged as its IPv4 address. IPv6: global unicast only (so IPv4-compatible
 * `::a.b.c.d`, site-local, unique-local, link-local, NAT64 and 6to4 forms are not).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    if (NAT64_IPV6.some((range) => v6.match(range as [ipaddr.IPv6, number]))) return false;
    return v6.match(GLOBAL_IPV6 as [ipaddr.IPv6, number]) && !SPECIAL_IPV6.some((range) => v6.match(range as [ipaddr.IPv6, number]));
  }
  const v4 = parsed as ipaddr.IPv4;
  return v4.range() === "unicast" && !SPECIAL_IPV4.some((range) => v4.match(range as [ipaddr.IPv4, number]));
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

/**
 * Lookups under way, by host name: a name whose resolver hangs keeps one of libuv's few threads busy until the system
 * gives up, so a run asks again only once the lookup before it has ended (the same promise is shared meanwhile).
 */
const lookups = new Map<string, Promise<dns.LookupAddress[]>>();

function lookupOnce(host: string): Promise<dns.LookupAddress[]> {
  let pending = lookups.get(host);
  if (!pending) {
    pending = dns.promises.lookup(host, { all: true, verbatim: true }).finally(() => lookups.delete(host));
    lookups.set(host, pending);
  }
  return pending;
}

/**
 * The addresses a URL's host has now (a literal is itself), refused as a connection to them would be: the addresses a
 * delivery then connects to (pinnedLookup), so no second lookup can answer differently (DNS rebinding). A name that does
 * not resolve within 5 s is refused too.
 */
export async function resolveEndpoint(url: URL, allowPrivate: boolean): Promise<dns.LookupAddress[]> {
  const host = hostOf(url);
  let entries: dns.LookupAddress[];
  if (ipaddr.isValid(host)) entries = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  else {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AddressRefused("urlUnresolved", `${host} did not resolve in time`)), RESOLVE_TIMEOUT_MS);
    });
    try {
      entries = await Promise.race([lookupOnce(host), timeout]);
    } catch (error) {
      throw error instanceof AddressRefused ? error : new AddressRefused("urlUnresolved", `${host} does not resolve`);
    } finally {
      clearTimeout(timer);
    }
  }
  const refused = refusal(
    url,
    entries.map((entry) => entry.address),
    allowPrivate,
  );
  if (refused) throw refused;
  return entries;
}

/** A connection's resolver that answers the addresses already checked (resolveEndpoint), never asking DNS again. */
export function pinnedLookup(entries: dns.LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable = options.family === 4 || options.family === 6 ? entries.filter((entry) => entry.family === options.family) : entries;
    if (usable.length === 0) return callback(Object.assign(new Error("no address of that family"), { code: "ENOTFOUND" }), "", 0);
    if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  };
}
