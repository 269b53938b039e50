import { afterEach, describe, expect, it } from "vitest";
import { setFallbackLanguage } from "../../../common/translations.js";
import { renderMail } from "./layout.js";
import { templateLanguage, type MailSite, type MailTemplate } from "./template.js";
import { testMessage } from "./test-message.js";

const site: MailSite = {
  name: `Tom & Jerry's <Theatre>`,
  primaryColor: "#ffd43b",
  timeZone: "Europe/Helsinki",
  seller: { name: "Teatteri Oy", businessId: "0112038-9", address: "Teatterikatu 1\n00100 Helsinki" },
};

afterEach(() => setFallbackLanguage("en"));

describe("renderMail", () => {
  it("escapes every text and the link in the HTML part; the text part keeps them as written", () => {
    const mail = renderMail(
      {
        subject: "Your <seats>",
        heading: `"Welcome" & more`,
        blocks: [
          { kind: "paragraph", text: "Line one <script>alert(1)</script>\nline two" },
          { kind: "button", label: "Open <it>", url: `https://example.fi/renewals/abc?x="y"&z=<1>` },
          { kind: "facts", rows: [{ label: "Seat <row>", value: "R1 & R2" }] },
        ],
      },
      site,
      "en",
    );
    expect(mail.html).not.toMatch(/<script|<seats>|<it>|<row>|<Theatre>/);
    expect(mail.html).toContain("Line one &#60;script&#62;alert(1)&#60;/script&#62;<br>line two");
    expect(mail.html).toContain(`href="https://example.fi/renewals/abc?x=%22y%22&#38;z=%3C1%3E"`);
    expect(mail.html).toContain("Tom &#38; Jerry&#39;s &#60;Theatre&#62;");
    expect(mail.html).toContain(`<html lang="en">`);
    expect(mail.text).toContain("Line one <script>alert(1)</script>\nline two");
    expect(mail.text).toContain(`Open <it>: https://example.fi/renewals/abc?x=%22y%22&z=%3C1%3E`);
    expect(mail.text).toContain("Seat <row>: R1 & R2");
    expect(mail.subject).toBe("Your <seats>");
  });

  it("ends with the seller's legal details, labelled in the message's language; none when the settings have none", () => {
    const content = { subject: "S", heading: "H", blocks: [] };
    expect(renderMail(content, site, "fi").text).toMatch(
      /-- \nTom & Jerry's <Theatre>\nTeatteri Oy\nY-tunnus 0112038-9\nTeatterikatu 1\n00100 Helsinki$/,
    );
    expect(renderMail(content, site, "sv").html).toContain("FO-nummer 0112038-9");
    expect(renderMail(content, site, "de").text).toContain("Business ID 0112038-9");
    const noSeller = renderMail(content, { ...site, seller: null }, "en");
    expect(noSeller.text).toMatch(/-- \nTom & Jerry's <Theatre>$/);
    expect(noSeller.html).not.toContain("Business ID");
  });

  it("writes buttons dark on a light site colour and light on a dark one; refuses a link that is not http(s)", () => {
    const button = (primaryColor: string) =>
      renderMail(
        { subject: "S", heading: "H", blocks: [{ kind: "button", label: "Go", url: "https://example.fi" }] },
        { ...site, primaryColor },
        "en",
      ).html;
    expect(button("#ffd43b")).toContain("background:#ffd43b;color:#000000");
    expect(button("#1c3f94")).toContain("background:#1c3f94;color:#ffffff");
    expect(() =>
      renderMail({ subject: "S", heading: "H", blocks: [{ kind: "button", label: "Go", url: "javascript:alert(1)" }] }, site, "en"),
    ).toThrow(/http\(s\)/);
  });
});

describe("templateLanguage", () => {
  const englishOnly: MailTemplate<never> = { key: "x", languages: { en: () => ({ subject: "", heading: "", blocks: [] }) } };

  it("the requested language when written in it, else the site's fallback language, else English", () => {
    expect(templateLanguage(testMessage as MailTemplate<never>, "sv")).toBe("sv");
    expect(templateLanguage(testMessage as MailTemplate<never>, "de")).toBe("en");
    setFallbackLanguage("fi");
    expect(templateLanguage(testMessage as MailTemplate<never>, "de")).toBe("fi");
    expect(templateLanguage(englishOnly, "fi")).toBe("en");
  });
});

describe("the test message", () => {
  it("is written in English, Finnish and Swedish with the time in the venue's zone", () => {
    const params = { requestedBy: "admin@example.com", requestedAt: new Date("2026-01-15T10:30:00Z") };
    const subjects = (["en", "fi", "sv"] as const).map((language) => {
      const content = testMessage.languages[language]!(params, site);
      expect(content.blocks).toContainEqual({
        kind: "facts",
        rows: [
          expect.objectContaining({ value: "admin@example.com" }),
          expect.objectContaining({ value: expect.stringMatching(/12[.:]30/) }),
        ],
      });
      return content.subject;
    });
    expect(subjects).toEqual([`Test e-mail from ${site.name}`, `Testiviesti: ${site.name}`, `Testmeddelande från ${site.name}`]);
  });
});
