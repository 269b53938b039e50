import { describe, expect, it } from "vitest";
import { occasionCancelled, occasionMoved } from "./occasion-change.js";
import type { MailSite } from "./template.js";

const site: MailSite = { name: "Kaupunginteatteri", primaryColor: "#0085d2", timeZone: "Europe/Helsinki", seller: null };
const common = { eventName: "Seitsemän veljestä", bookingNumber: 1042, seats: ["Rivi 3, paikka 12"] };

describe("occasion change e-mails", () => {
  it("tell a cancellation with the refund in the customer's language and the venue's time", () => {
    const params = { ...common, occasionStart: new Date("2027-01-15T17:00:00Z"), refundAmount: 3900, reason: "Myrsky" };
    const fi = occasionCancelled.languages.fi!(params, site);
    expect(fi.subject).toBe("Peruttu: Seitsemän veljestä 15.01.2027 19:00");
    expect(JSON.stringify(fi.blocks)).toContain("Maksamasi 39,00 € palautetaan");
    expect(JSON.stringify(fi.blocks)).toContain("Syy: Myrsky");
    const en = occasionCancelled.languages.en(params, site);
    expect(JSON.stringify(en.blocks)).toContain("€39.00");
    const free = occasionCancelled.languages.sv!({ ...params, refundAmount: 0, reason: null }, site);
    expect(JSON.stringify(free.blocks)).toContain("Ingenting betalades");
    expect(JSON.stringify(free.blocks)).not.toContain("Orsak");
  });

  it("tell a move with the old and the new time, across daylight saving", () => {
    const params = { ...common, previousStart: new Date("2027-03-27T17:00:00Z"), newStart: new Date("2027-03-28T16:00:00Z") };
    const sv = occasionMoved.languages.sv!(params, site);
    expect(sv.subject).toBe("Ny tid: Seitsemän veljestä är nu 28.03.2027 19:00");
    expect(JSON.stringify(sv.blocks)).toContain("27.03.2027 19:00");
  });
});
