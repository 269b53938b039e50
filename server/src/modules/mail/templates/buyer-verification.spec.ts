import { describe, expect, it } from "vitest";
import { buyerVerification } from "./buyer-verification.js";
import type { MailSite } from "./template.js";

const site: MailSite = { name: "Kaupunginteatteri", primaryColor: "#0085d2", timeZone: "Europe/Helsinki", seller: null };
const params = {
  eventName: "Hamlet",
  occasionStart: new Date("2026-12-12T17:00:00Z"),
  until: new Date("2026-12-02T10:30:00Z"),
  url: "https://tickets.example.com/fi/verify-email/k3J9xQ2mZr8TqW4vB6nY1cD5fG7hJ0lP2sA4uE6iO8w",
};

describe("the e-mail confirming a capped checkout's address", () => {
  it("says why, gives the link and until when it works, in every language", () => {
    const english = buyerVerification.languages.en(params, site);
    expect(english.subject).toBe("Confirm your e-mail address: Hamlet");
    expect(english.blocks).toContainEqual({ kind: "button", label: "Confirm my address", url: params.url });
    const text = JSON.stringify(english.blocks);
    expect(text).toContain("tickets for Hamlet on 12.12.2026 19:00. The booking is limited per customer");
    expect(text).toContain("The link works until 02.12.2026 12:30.");
    const finnish = buyerVerification.languages.fi!(params, site);
    expect(finnish.subject).toBe("Vahvista sähköpostiosoitteesi: Hamlet");
    expect(finnish.blocks).toContainEqual({ kind: "button", label: "Vahvista osoitteeni", url: params.url });
    const swedish = buyerVerification.languages.sv!(params, site);
    expect(swedish.subject).toBe("Bekräfta din e-postadress: Hamlet");
    expect(JSON.stringify(swedish.blocks)).toContain("Länken gäller till 02.12.2026 12:30.");
  });
});
