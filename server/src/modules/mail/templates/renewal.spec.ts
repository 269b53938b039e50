import { describe, expect, it } from "vitest";
import { formatZoned } from "@seatbooking/core";
import { renewalLink, renewalReminder } from "./renewal.js";
import type { MailSite } from "./template.js";

const site: MailSite = { name: "Kaupunginteatteri", primaryColor: "#0085d2", timeZone: "Europe/Helsinki", seller: null };
const params = {
  eventName: "Seitsemän veljestä",
  occasionStart: new Date("2027-09-18T15:00:00Z"),
  seats: ["Rivi 3, paikka 12", "Rivi 3, paikka 13"],
  url: "https://tickets.example.com/fi/renewals/0b0e7d2c-5b5e-4f44-9d0c-3a4b5c6d7e8f",
  opensAt: new Date("2027-03-01T08:00:00Z"),
  deadline: new Date("2027-03-31T07:00:00Z"),
};

describe("renewal e-mails", () => {
  it("write dates as dd.MM.yyyy HH:mm in the venue's time zone, across daylight saving", () => {
    expect(formatZoned(params.opensAt, "Europe/Helsinki")).toBe("01.03.2027 10:00");
    expect(formatZoned(params.deadline, "Europe/Helsinki")).toBe("31.03.2027 10:00");
  });

  it("carry the seats, the window and the personal link in the customer's language", () => {
    const content = renewalLink.languages.fi!(params, site);
    expect(content.subject).toBe("Paikkasi ensi kaudelle: Seitsemän veljestä");
    expect(content.blocks).toContainEqual({ kind: "button", label: "Uusi paikkani", url: params.url });
    expect(JSON.stringify(content.blocks)).toContain("Rivi 3, paikka 12; Rivi 3, paikka 13");
    expect(JSON.stringify(content.blocks)).toContain("31.03.2027 10:00");
    expect(renewalReminder.languages.sv!(params, site).subject).toBe("Påminnelse: förnya dina platser för Seitsemän veljestä");
  });
});
