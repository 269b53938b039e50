import { describe, expect, it } from "vitest";
import type { MailSite } from "./template.js";
import { waitingListConfirm, waitingListOffer } from "./waiting-list.js";

const site: MailSite = { name: "Kaupunginteatteri", primaryColor: "#0085d2", timeZone: "Europe/Helsinki", seller: null };
const params = {
  eventName: "Hamlet",
  occasionStart: new Date("2026-12-12T17:00:00Z"),
  partySize: 2,
  until: new Date("2026-12-01T10:30:00Z"),
  url: "https://tickets.example.com/fi/waiting-list/k3J9xQ2mZr8TqW4vB6nY1cD5fG7hJ0lP2sA4uE6iO8w",
};

describe("the waiting-list offer e-mail", () => {
  it("says how many places are held until when, in the venue's time, with the personal link, in every language", () => {
    const finnish = waitingListOffer.languages.fi!(params, site);
    expect(finnish.subject).toBe("Paikkoja sinulle: Hamlet");
    expect(finnish.blocks).toContainEqual({ kind: "button", label: "Varaa paikat", url: params.url });
    expect(JSON.stringify(finnish.blocks)).toContain("2 paikkaa vapautui, ja ne on varattu sinulle");
    expect(JSON.stringify(finnish.blocks)).toContain("01.12.2026 12:30");
    expect(JSON.stringify(finnish.blocks)).toContain("12.12.2026 19:00");
    expect(JSON.stringify(waitingListOffer.languages.en(params, site).blocks)).toContain("2 places freed up and are held for you");
    const single = waitingListOffer.languages
      .en({ ...params, partySize: 1 }, site)
      .blocks.map((block) => ("text" in block ? block.text : ""));
    expect(single).toContain("Book it by 01.12.2026 12:30. After that it is offered to the next person on the list.");
    expect(single[0]).toContain("a place freed up and is held for you.");
    expect(waitingListOffer.languages.sv!(params, site).subject).toBe("Platser till dig: Hamlet");
  });
});

describe("the waiting-list confirmation e-mail", () => {
  const confirm = {
    eventName: "Hamlet",
    occasionStart: new Date("2026-12-12T17:00:00Z"),
    partySize: 2,
    until: new Date("2026-12-02T10:30:00Z"),
    url: "https://tickets.example.com/sv/waiting-list/confirm/k3J9xQ2mZr8TqW4vB6nY1cD5fG7hJ0lP2sA4uE6iO8w",
  };

  it("asks to confirm the address by a time, with the link, and says an unconfirmed one is offered nothing, in every language", () => {
    const english = waitingListConfirm.languages.en(confirm, site);
    expect(english.subject).toBe("Confirm your place on the waiting list: Hamlet");
    expect(english.blocks).toContainEqual({ kind: "button", label: "Confirm my place in line", url: confirm.url });
    const text = JSON.stringify(english.blocks);
    expect(text).toContain("Hamlet on 12.12.2026 19:00 for 2 places");
    expect(text).toContain("Confirm by 02.12.2026 12:30.");
    expect(text).toContain("nothing is offered to an address that is not confirmed");
    expect(JSON.stringify(waitingListConfirm.languages.en({ ...confirm, partySize: 1 }, site).blocks)).toContain("for one place");
    const finnish = waitingListConfirm.languages.fi!(confirm, site);
    expect(finnish.subject).toBe("Vahvista paikkasi jonotuslistalla: Hamlet");
    expect(finnish.blocks).toContainEqual({ kind: "button", label: "Vahvista paikkani jonossa", url: confirm.url });
    const swedish = waitingListConfirm.languages.sv!(confirm, site);
    expect(swedish.subject).toBe("Bekräfta din plats på väntelistan: Hamlet");
    expect(JSON.stringify(swedish.blocks)).toContain("Bekräfta senast 02.12.2026 12:30.");
  });
});
