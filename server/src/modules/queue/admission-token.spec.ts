import { describe, expect, it } from "vitest";
import { admissionCookieName, AdmissionTokens } from "./admission-token.js";

const occasionId = "0b7f4d4e-8a53-4c3c-9d1e-2f6a3b9c1d00";
const entryId = "5f0c2a9e-1d2b-4e8f-a3c4-6b7d8e9f0a11";
const now = new Date("2026-12-05T10:00:00Z");
const expiresAt = now.getTime() / 1000 + 600;

describe("admission tokens", () => {
  const tokens = new AdmissionTokens("a server secret of at least thirty-two characters");
  const token = tokens.sign({ occasionId, entryId, expiresAt }, "visitor-a");

  it("admit the browser that waited, on its date, until they lapse", () => {
    expect(tokens.verify(token, occasionId, "visitor-a", now)).toEqual({ occasionId, entryId, expiresAt });
    expect(tokens.verify(token, occasionId, "visitor-a", new Date((expiresAt - 1) * 1000))).not.toBeNull();
    expect(tokens.verify(token, occasionId, "visitor-a", new Date(expiresAt * 1000))).toBeNull();
  });

  it("are worth nothing in another browser, for another date, altered or signed with another key", () => {
    expect(tokens.verify(token, occasionId, "visitor-b", now)).toBeNull();
    expect(tokens.verify(token, occasionId, undefined, now)).toBeNull();
    expect(tokens.verify(token, "0b7f4d4e-8a53-4c3c-9d1e-2f6a3b9c1d01", "visitor-a", now)).toBeNull();
    const later = token.replace(`.${expiresAt}.`, `.${expiresAt + 3600}.`);
    expect(tokens.verify(later, occasionId, "visitor-a", now)).toBeNull();
    const other = new AdmissionTokens("another server secret of thirty-two characters!");
    expect(other.verify(token, occasionId, "visitor-a", now)).toBeNull();
    expect(tokens.verify("garbage", occasionId, "visitor-a", now)).toBeNull();
    expect(tokens.verify(undefined, occasionId, "visitor-a", now)).toBeNull();
  });

  it("live in a cookie per date", () => {
    expect(admissionCookieName(occasionId)).toBe("queue_admission_0b7f4d4e8a534c3c9d1e2f6a3b9c1d00");
  });
});
