import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address.js";

describe("isEmailAddress", () => {
  it("takes ordinary addresses", () => {
    for (const address of ["aino.virtanen@example.fi", "o'brien+tickets@sub.example.com", "ÅSA@exempel.se"])
      expect(isEmailAddress(address)).toBe(true);
  });

  it("refuses what mail headers could not carry as given, and what is no address", () => {
    for (const address of ['a"b@x.fi', "a<b@x.fi", "a>b@x.fi", "a b@x.fi", "a@b", "@x.fi", "a@@x.fi", ""]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
    expect(isEmailAddress(`${"a".repeat(250)}@x.fi`)).toBe(false);
  });
});
