import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";
import { EMBED_ORIGINS_MAX, embedOriginsSchema, normalizeOrigin } from "./embed-origins.input.js";

describe("normalizeOrigin", () => {
  it.each([
    ["https://venue.example", "https://venue.example"],
    [" HTTPS://Venue.EXAMPLE/ ", "https://venue.example"],
    ["https://venue.example:443", "https://venue.example"],
    ["https://venue.example:8443", "https://venue.example:8443"],
    ["https://teatteri.fi", "https://teatteri.fi"],
    ["https://kulttuuritalo.äänekoski.fi", "https://kulttuuritalo.xn--nekoski-4waa.fi"],
    ["https://192.0.2.10", "https://192.0.2.10"],
    ["http://localhost:5173", "http://localhost:5173"],
    ["http://127.0.0.1:8080/", "http://127.0.0.1:8080"],
    ["http://[::1]:3000", "http://[::1]:3000"],
    ["http://localhost:80", "http://localhost"],
  ])("takes %j as %s", (text, origin) => {
    expect(normalizeOrigin(text)).toBe(origin);
  });

  it.each([
    ["a path", "https://venue.example/events"],
    ["a query", "https://venue.example?x=1"],
    ["a fragment", "https://venue.example#top"],
    ["a user", "https://admin@venue.example"],
    ["a wildcard", "https://*.venue.example"],
    ["a scheme-less host", "venue.example"],
    ["plain http elsewhere than the machine itself", "http://venue.example"],
    ["another scheme", "ftp://venue.example"],
    ["a CSP keyword", "'self'"],
    ["a space inside", "https://venue example"],
    ["a second source smuggled in", "https://venue.example https://evil.example"],
    ["a directive smuggled in", "https://venue.example;script-src"],
    ["nothing", ""],
  ])("refuses %s", (_what, text) => {
    expect(normalizeOrigin(text)).toBeNull();
  });
});

describe("embedOriginsSchema", () => {
  it("answers the origins normalized, each once, empty entries left out, in the order given", () => {
    expect(
      parseInput(embedOriginsSchema, { origins: ["https://b.example", "", "HTTPS://A.example:443/", "https://b.example/", "  "] }),
    ).toEqual({ origins: ["https://b.example", "https://a.example"] });
  });

  it("names each refused entry by its index", () => {
    expect(refusedFields(() => parseInput(embedOriginsSchema, { origins: ["https://ok.example", "https://x.example/path", "*"] }))).toEqual(
      {
        "origins.1": "validation.embedOrigin",
        "origins.2": "validation.embedOrigin",
      },
    );
  });

  it(`takes at most ${EMBED_ORIGINS_MAX} distinct origins`, () => {
    const origins = Array.from({ length: EMBED_ORIGINS_MAX + 1 }, (_, index) => `https://site${index}.example`);
    expect(refusedFields(() => parseInput(embedOriginsSchema, { origins }))).toEqual({ origins: "validation.embedOrigins" });
    // Duplicates count once.
    expect(parseInput(embedOriginsSchema, { origins: [...origins.slice(0, EMBED_ORIGINS_MAX), origins[0]] }).origins).toHaveLength(
      EMBED_ORIGINS_MAX,
    );
  });
});
