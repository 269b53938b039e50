/**
 * Issue 34, items 13 and 13b: the door's printable guest list, GET /api/admin/occasions/{id}/guest-list.pdf?sort&lng.
 * Every ticket of the occasion's booked bookings (none of a draft's or a cancelled booking's), with name, place,
 * ticket type, booking number and a box ticked for a ticket already let in; sorted by name (the language's
 * alphabet) or by place (numbers as numbers); in the administrator's language; names in Latin Extended, Greek
 * and Cyrillic read back from the PDF's text as typed; behind the export's permission.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { createOccasion, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";
import { readPdf, type ReadPage } from "../../helpers/pdf-reader.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let token: string;
const numbers = new Map<string, string>();

/** The guests: a name (null for a walk-in sale without one), their places, type and whether one was let in. */
const GUESTS: Array<{ first: string | null; last: string | null; places: string[]; type: "adult" | "child"; checkedIn?: boolean }> = [
  { first: "Aino", last: "Aalto", places: ["R2-S10", "R2-S9"], type: "adult" },
  { first: "Łukasz", last: "Ščerbanović", places: ["R10-S1"], type: "child" },
  { first: "Žaneta", last: "Žáková", places: ["R1-S3"], type: "adult" },
  { first: "Anna", last: "Åström", places: ["R5-S2"], type: "adult" },
  { first: "Örjan", last: "Öberg", places: ["R3-S4"], type: "adult", checkedIn: true },
  { first: "Αθηνά", last: "Παπαδοπούλου", places: ["R4-S1"], type: "adult" },
  { first: "Борис", last: "Пастернак", places: ["R6-S6"], type: "child" },
  { first: null, last: null, places: ["R7-S7"], type: "adult" },
];

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  // 17:00 UTC is 19:00 in Helsinki.
  ({ occasionId } = await createOccasion(app, {
    planId: demo.planId,
    eventPrices: { [demo.ticketTypes.adult!]: 3000, [demo.ticketTypes.child!]: 1500 },
    startTime: new Date("2026-12-12T17:00:00Z"),
  }));
  for (const guest of GUESTS) {
    const id = await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: guest.places.map((place) => demo.space(place)),
      ticketTypeId: demo.ticketTypes[guest.type]!,
    });
    await app.query(`UPDATE bookings SET firstname = $2, lastname = $3 WHERE id = $1`, [id, guest.first, guest.last]);
    const [row] = await app.query<{ number: string }>(`SELECT number FROM bookings WHERE id = $1`, [id]);
    numbers.set(guest.places[0]!, String(row!.number));
    if (guest.checkedIn)
      await app.query(
        `INSERT INTO ticket_check_ins (ticket_id, occasion_id, checked_in_at, device) SELECT id, occasion_id, now(), 'door 1' FROM tickets WHERE booking_id = $1`,
        [id],
      );
  }
  // Not on the list: a cancelled booking and a draft.
  for (const [status, place] of [
    ["cancelled", "R8-S1"],
    ["draft", "R8-S2"],
  ] as const) {
    const id = await insertBooking(app, { occasionId, status, spaceIds: [demo.space(place)], ticketTypeId: demo.ticketTypes.adult! });
    await app.query(`UPDATE bookings SET firstname = 'Not', lastname = 'Listed' WHERE id = $1`, [id]);
  }
  const admin = await signInAdmin(app);
  token = (await admin.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "door") { token } }`)).data!
    .createApiToken.token;
});

afterAll(async () => {
  await app?.stop();
});

async function guestList(query: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  const response = await fetch(`${app.url}/api/admin/occasions/${occasionId}/guest-list.pdf${query}`, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The list's rows as read back: after the table's header ('Booking' column last), each ticket's name, place, type and booking. */
function rows(pages: ReadPage[], bookingHeader: string) {
  const found: Array<{ checkedIn: boolean; name: string; place: string; type: string; booking: string }> = [];
  for (const page of pages) {
    let at = page.texts.indexOf(bookingHeader) + 1;
    expect(at, "the table's header").toBeGreaterThan(0);
    // The page's footer ends it: 'Hamlet 12.12.2026 19:00 · Sivu 1/1'.
    while (at < page.texts.length && !/·/.test(page.texts[at]!)) {
      const checkedIn = page.texts[at] === "✓";
      if (checkedIn) at++;
      const [name, place, type, booking] = page.texts.slice(at, at + 4);
      found.push({ checkedIn, name: name!, place: place!, type: type!, booking: booking! });
      at += 4;
    }
  }
  return found;
}

describe("the guest list PDF", () => {
  it("by name, in Finnish: every booked ticket, names as typed in any script, the Finnish alphabet's order, the let-in ticket ticked", async () => {
    const answer = await guestList("?sort=name&lng=fi");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="guest-list-\d{4}-\d{2}-\d{2}-by-name\.pdf"$/);
    const pages = readPdf(answer.body);
    expect(pages).toHaveLength(1);
    const texts = pages[0]!.texts;
    expect(texts).toEqual(expect.arrayContaining(["12.12.2026 19:00", "Nimi", "Paikka", "Lipputyyppi", "Varaus"]));
    expect(texts.some((text) => text.startsWith("Vieraslista: "))).toBe(true);
    expect(texts.some((text) => text.includes("Nimen mukaan") && text.includes("9 lippua, 1 sisällä"))).toBe(true);
    expect(texts.join("\n")).not.toContain("?");
    expect(texts.join("\n")).not.toContain("Listed");
    for (const font of pages[0]!.fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVuSans/);

    expect(rows(pages, "Varaus")).toEqual([
      { checkedIn: false, name: "Aalto, Aino", place: "Rivi 2, paikka 9", type: "Aikuinen", booking: numbers.get("R2-S10") },
      { checkedIn: false, name: "Aalto, Aino", place: "Rivi 2, paikka 10", type: "Aikuinen", booking: numbers.get("R2-S10") },
      { checkedIn: false, name: "Ščerbanović, Łukasz", place: "Rivi 10, paikka 1", type: "Lapsi", booking: numbers.get("R10-S1") },
      // Finnish: Ž sorts with Z; Å and Ö after it.
      { checkedIn: false, name: "Žáková, Žaneta", place: "Rivi 1, paikka 3", type: "Aikuinen", booking: numbers.get("R1-S3") },
      { checkedIn: false, name: "Åström, Anna", place: "Rivi 5, paikka 2", type: "Aikuinen", booking: numbers.get("R5-S2") },
      { checkedIn: true, name: "Öberg, Örjan", place: "Rivi 3, paikka 4", type: "Aikuinen", booking: numbers.get("R3-S4") },
      { checkedIn: false, name: "Παπαδοπούλου, Αθηνά", place: "Rivi 4, paikka 1", type: "Aikuinen", booking: numbers.get("R4-S1") },
      { checkedIn: false, name: "Пастернак, Борис", place: "Rivi 6, paikka 6", type: "Lapsi", booking: numbers.get("R6-S6") },
      // A sale without a name comes last.
      { checkedIn: false, name: "–", place: "Rivi 7, paikka 7", type: "Aikuinen", booking: numbers.get("R7-S7") },
    ]);
  });

  it("by seat, in Swedish: rows and seats in number order, the same tickets", async () => {
    const answer = await guestList("?sort=seat&lng=sv");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/-by-seat\.pdf"$/);
    const pages = readPdf(answer.body);
    const texts = pages[0]!.texts;
    expect(texts).toEqual(expect.arrayContaining(["Namn", "Plats", "Biljettyp", "Bokning"]));
    expect(texts.some((text) => text.startsWith("Gästlista: "))).toBe(true);
    expect(texts.some((text) => text.includes("Sorterad efter plats") && text.includes("9 biljetter, 1 insläppta"))).toBe(true);
    expect(texts.join("\n")).not.toContain("?");
    const list = rows(pages, "Bokning");
    expect(list.map((row) => row.place)).toEqual([
      "Rad 1, plats 3",
      "Rad 2, plats 9",
      "Rad 2, plats 10",
      "Rad 3, plats 4",
      "Rad 4, plats 1",
      "Rad 5, plats 2",
      "Rad 6, plats 6",
      "Rad 7, plats 7",
      "Rad 10, plats 1",
    ]);
    expect(list.map((row) => row.name)).toEqual([
      "Žáková, Žaneta",
      "Aalto, Aino",
      "Aalto, Aino",
      "Öberg, Örjan",
      "Παπαδοπούλου, Αθηνά",
      "Åström, Anna",
      "Пастернак, Борис",
      "–",
      "Ščerbanović, Łukasz",
    ]);
    expect(list.map((row) => row.type)).toEqual(["Vuxen", "Vuxen", "Vuxen", "Vuxen", "Vuxen", "Vuxen", "Barn", "Vuxen", "Barn"]);
    expect(list.filter((row) => row.checkedIn).map((row) => row.place)).toEqual(["Rad 3, plats 4"]);
  });

  it("breaks a long list over pages, the table's header and a 'page n of m' footer on each", async () => {
    const { occasionId: big } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 } });
    const seats = [...demo.spaces.entries()].filter(([name]) => /^R\d+-S\d+$/.test(name)).slice(0, 60);
    for (const [, spaceId] of seats)
      await insertBooking(app, { occasionId: big, status: "booked", spaceIds: [spaceId], ticketTypeId: demo.ticketTypes.adult! });
    const response = await fetch(`${app.url}/api/admin/occasions/${big}/guest-list.pdf?lng=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const pages = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page.texts).toContain("Booking");
      expect(page.texts.some((text) => text.endsWith(`Page ${index + 1} of ${pages.length}`))).toBe(true);
    });
    expect(rows(pages, "Booking")).toHaveLength(60);
    expect(pages[0]!.texts.some((text) => text.includes("Sorted by name") && text.includes("60 tickets, 0 checked in"))).toBe(true);
  });

  it("an occasion without booked tickets says so", async () => {
    const { occasionId: empty } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 } });
    const response = await fetch(`${app.url}/api/admin/occasions/${empty}/guest-list.pdf?lng=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(readPdf(Buffer.from(await response.arrayBuffer()))[0]!.texts).toContain("No booked tickets.");
  });
});

describe("who may print it", () => {
  it("the export's permission: anonymous 401, without administer_bookings 403; an unknown sort 400, an unknown occasion 404", async () => {
    expect((await guestList("", {})).status).toBe(401);
    const user = await insertUser(app, { permissions: ["administer_events"] });
    const clerk = await signIn(app, user.email, user.password);
    expect((await clerk.fetch("GET", `/api/admin/occasions/${occasionId}/guest-list.pdf`)).status).toBe(403);
    expect((await clerk.fetch("GET", `/api/admin/bookings/export.csv?occasionId=${occasionId}`)).status).toBe(403);
    expect((await guestList("?sort=price")).status).toBe(400);
    const unknown = await fetch(`${app.url}/api/admin/occasions/00000000-0000-4000-8000-000000000000/guest-list.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(404);
    const admin = await signInAdmin(app);
    expect((await admin.fetch("GET", `/api/admin/occasions/${occasionId}/guest-list.pdf?sort=seat`)).status).toBe(200);
  });
});
