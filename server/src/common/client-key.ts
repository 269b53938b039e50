import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

/** IPV6_PREFIX_LENGTH's default: one home connection or mobile subscriber is given a whole /64. */
export const DEFAULT_IPV6_PREFIX_LENGTH = 64;

/**
 * The one key every per-client limit counts by (places held per occasion, drafts and waiting-list entries per
 * minute, sockets, sign-in attempts, GraphQL operations under way): an IPv4 address as it is, an IPv6 address
 * as its first `ipv6PrefixLength` bits (`2001:db8:1:2::/64`), since anyone with a home connection has a /64 of
 * addresses to rotate through, and an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) as its IPv4 address.
 * Anything that is not an address (no socket address, a test's made-up name) is its own key.
 */
export function clientKey(given: string | undefined, ipv6PrefixLength = DEFAULT_IPV6_PREFIX_LENGTH): string {
  if (!given) return "unknown";
  // Some proxies forward an address with its port (203.0.113.9:5678, [2001:db8::1]:5678): the port is no client.
  const address = /^\[([^\]]+)\](?::\d+)?$/.exec(given)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(given)?.[1] ?? given;
  const version = isIP(address.replace(/%.*$/, ""));
  if (version === 4) return address;
  if (version !== 6) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const bytes = parsed.toByteArray();
  const prefix = bytes.map((byte, index) => {
    const bitsLeft = ipv6PrefixLength - index * 8;
    if (bitsLeft >= 8) return byte;
    if (bitsLeft <= 0) return 0;
    return byte & (0xff << (8 - bitsLeft));
  });
  return `${ipaddr.fromByteArray(prefix).toString()}/${ipv6PrefixLength}`;
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "loopback";
}

/** Whether the hop-th address of a request (0: the connecting peer, then X-Forwarded-For from the right) may speak for the client. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The one trust rule for TRUST_PROXY (HTTP requests and WebSocket upgrades both use it): proxies'
 * addresses as listed; a hop count trusts X-Forwarded-For only when the connecting peer is this machine (a proxy on
 * loopback: start-up refuses a hop count unless HOST is loopback, see config.ts), so a client that reaches the app
 * port directly cannot choose its own address with the header.
 */
export function compileTrust(trustProxy: false | number | string[]): TrustProxy {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === "number") {
    const hops = trustProxy;
    return (address, hop) => (hop === 0 ? isLoopbackAddress(address) : hop < hops);
  }
  const listed = proxyaddr.compile(trustProxy);
  return (address, hop) => address !== undefined && listed(address, hop);
}
