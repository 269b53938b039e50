import { describe, expect, it } from "vitest";
import { AddressRefused, endpointUrl, isPublicAddress } from "./webhook-address.js";

describe("webhook addresses", () => {
  it("counts only addresses the internet routes to as public", () => {
    for (const address of ["93.184.215.14", "8.8.8.8", "2a00:1450:4001:82a::200e", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:a00:1::1",
      "2001:db8::1",
      // IPv4-compatible (how URL parsing writes [::127.0.0.1]), local-use NAT64, site-local, discard-only, ORCHID, benchmarking.
      "::7f00:1",
      "64:ff9b:1::7f00:1",
      "fec0::1",
      "100::1",
      "2001:10::1",
      "198.18.0.1",
      "192.0.2.1",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("takes https URLs without credentials, http only where private addresses are allowed, and drops the fragment", () => {
    expect(endpointUrl(" https://hooks.example.com/in?x=1#top ", false).toString()).toBe("https://hooks.example.com/in?x=1");
    const problem = (raw: string, allowPrivate = false) => {
      try {
        endpointUrl(raw, allowPrivate);
        return null;
      } catch (error) {
        return (error as AddressRefused).problem;
      }
    };
    expect(problem("http://hooks.example.com/")).toBe("urlScheme");
    expect(problem("http://hooks.example.com/", true)).toBeNull();
    expect(problem("ftp://hooks.example.com/", true)).toBe("urlScheme");
    expect(problem("https://user:pw@hooks.example.com/")).toBe("urlCredentials");
    expect(problem("hooks.example.com")).toBe("urlInvalid");
    // WHATWG URL parsing turns other spellings of an IPv4 address into the address itself, which the address check sees.
    expect(endpointUrl("https://2130706433/", false).hostname).toBe("127.0.0.1");
    expect(endpointUrl("https://0x7f.1/", false).hostname).toBe("127.0.0.1");
  });
});
