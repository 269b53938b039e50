import { describe, expect, it } from "vitest";
import { clientKey, compileTrust, isLoopbackAddress } from "./client-key.js";

describe("clientKey", () => {
  it("keys an IPv4 address by itself, and an IPv4-mapped IPv6 address as that IPv4 address", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:cb00:7109")).toBe("203.0.113.9");
  });

  it("keys every address of one IPv6 /64 alike, and apart from the next /64", () => {
    const keys = ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2:dead:beef:0:7", "2001:DB8:1:2::abcd"].map(
      (address) => clientKey(address),
    );
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("takes the prefix length it is given, also within a byte", () => {
    expect(clientKey("2001:db8:1:2::1", 48)).toBe("2001:db8:1::/48");
    expect(clientKey("2001:db8:1:2ff::1", 60)).toBe("2001:db8:1:2f0::/60");
    expect(clientKey("2001:db8::5", 128)).toBe("2001:db8::5/128");
    expect(clientKey("fe80::1:2:3:4%eth0")).toBe("fe80::/64");
  });

  it("leaves out a port and brackets a proxy may forward with the address", () => {
    expect(clientKey("203.0.113.9:5678")).toBe("203.0.113.9");
    expect(clientKey("[2001:db8:1:2::1]:5678")).toBe("2001:db8:1:2::/64");
    expect(clientKey("[2001:db8:1:2::9]")).toBe("2001:db8:1:2::/64");
  });

  it("keeps what is not an address as it is", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("isLoopbackAddress", () => {
  it("is this machine's own addresses only", () => {
    expect(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"].map(isLoopbackAddress)).toEqual([true, true, true, true]);
    expect(["10.0.0.1", "203.0.113.1", "2001:db8::1", "localhost", undefined].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("compileTrust", () => {
  it("trusts nothing, or listed proxies, as express does", () => {
    expect(compileTrust(false)("127.0.0.1", 0)).toBe(false);
    const listed = compileTrust(["10.0.0.0/8", "loopback"]);
    expect([listed("10.1.2.3", 0), listed("127.0.0.1", 0), listed("203.0.113.1", 0)]).toEqual([true, true, false]);
  });

  it("with a hop count, trusts X-Forwarded-For only when the connecting peer is this machine's proxy", () => {
    expect([0, 1, 2].map((hop) => compileTrust(2)("127.0.0.1", hop))).toEqual([true, true, false]);
    expect(compileTrust(2)("::1", 0)).toBe(true);
    // A client reaching the app port directly is not a proxy: its X-Forwarded-For is not read.
    expect(compileTrust(2)("203.0.113.1", 0)).toBe(false);
    expect(compileTrust(1)("2001:db8::1", 0)).toBe(false);
  });
});
