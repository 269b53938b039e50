import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";

// The door (/admin/check-in): signed ticket codes scanned at an occasion, each ticket let in once.

const CHECK_IN = `mutation ($occasionId: ID!, $code: String!, $device: String!) {
  checkInTicket(occasionId: $occasionId, code: $code, device: $device) {
    outcome spaceLabel ticketTypeName addonNames checkedInAt checkedInBy
    ticketOccasion { id eventName startTime }
    counts { admitted expected }
  }
}`;

interface CheckInJson {
  outcome: string;
  spaceLabel: string | null;
  ticketTypeName: string | null;
  addonNames: string[];
  checkedInAt: string | null;
  checkedInBy: string | null;
  ticketOccasion: { id: string; eventName: string; startTime: string } | null;
  counts: { admitted: number; expected: number };
}

let app: BookingTestApp;
let ids: DemoIds;
let admin: GraphQLClient;
let occasionId: string;
let otherOccasionId: string;

async function ticketCodes(bookingId: string): Promise<string[]> {
  const rows = await app.query<{ code: string }>(`SELECT code FROM tickets WHERE booking_id = $1 ORDER BY created_at, id`, [bookingId]);
  return rows.map((row) => row.code);
}

async function bookedTicket(spaceName: string, status = "booked", occasion = occasionId): Promise<string> {
  const bookingId = await insertBooking(app, {
    occasionId: occasion,
    status,
    spaceIds: [ids.space(spaceName)],
    ticketTypeId: ids.ticketTypes.adult!,
  });
  return (await ticketCodes(bookingId))[0]!;
}

async function checkIn(code: string, device = "North door", client = admin, occasion = occasionId): Promise<CheckInJson> {
  const answer = await client.op<{ checkInTicket: CheckInJson }>(CHECK_IN, { occasionId: occasion, code, device });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.checkInTicket;
}

beforeAll(async () => {
  app = await startBookingApp();
  ids = await demoIds(app);
  admin = await signInAdmin(app);
  occasionId = ids.occasions["Evening show"]!;
  otherOccasionId = ids.occasions.Matinee!;
});
afterAll(() => app?.stop());

describe("check-in", () => {
  it("lets a signed ticket in once, then tells when and by which device it was used", async () => {
    const code = await bookedTicket("R3-S1");
    const signed = app.services.ticketSignature.sign(code);
    const before = await checkIn("not a ticket");
    const first = await checkIn(signed, "North door");
    expect(first).toMatchObject({ outcome: "ADMITTED", ticketTypeName: "Adult", checkedInBy: null });
    expect(first.spaceLabel).toMatch(/3.*1/);
    expect(first.counts).toEqual({ admitted: before.counts.admitted + 1, expected: before.counts.expected });
    const again = await checkIn(signed, "South door");
    expect(again).toMatchObject({ outcome: "ALREADY_USED", checkedInBy: "North door", checkedInAt: first.checkedInAt });
    expect(again.counts).toEqual(first.counts);
  });

  it("reads a bare code typed by hand, with spaces", async () => {
    const code = await bookedTicket("R3-S2");
    expect((await checkIn(` ${code.slice(0, 6)} ${code.slice(6)}`)).outcome).toBe("ADMITTED");
  });

  it("turns away another occasion's ticket, naming its occasion, and does not let it in there", async () => {
    const code = await bookedTicket("R3-S3", "booked", otherOccasionId);
    const answer = await checkIn(app.services.ticketSignature.sign(code));
    expect(answer.outcome).toBe("WRONG_OCCASION");
    expect(answer.ticketOccasion?.id).toBe(otherOccasionId);
    expect(answer.ticketOccasion?.eventName).not.toBe("");
    expect((await checkIn(code, "Door", admin, otherOccasionId)).outcome).toBe("ADMITTED");
  });

  it("turns away cancelled, refunded and expired bookings' tickets, and unpaid ones", async () => {
    for (const [space, status, outcome] of [
      ["R3-S4", "cancelled", "CANCELLED"],
      ["R3-S5", "refunded", "CANCELLED"],
      ["R3-S6", "expired", "CANCELLED"],
      ["R3-S7", "payment", "UNPAID"],
      ["R3-S8", "draft", "UNPAID"],
    ] as const) {
      // The fixture raises the places' counters whatever the status: these spaces stay apart from the other tests'.
      const code = await bookedTicket(space, status);
      const answer = await checkIn(app.services.ticketSignature.sign(code));
      expect(answer.outcome, status).toBe(outcome);
      expect(answer.spaceLabel, status).not.toBeNull();
    }
    const [row] = await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ticket_check_ins c JOIN tickets t ON t.id = c.ticket_id JOIN bookings b ON b.id = t.booking_id WHERE b.status <> 'booked'`,
    );
    expect(row!.count).toBe(0);
  });

  it("calls an altered or made-up signed code forged, and anything else unknown, never an error", async () => {
    const code = await bookedTicket("R4-S1");
    const signed = app.services.ticketSignature.sign(code);
    const altered = `${signed.slice(0, 4)}${signed[4] === "A" ? "B" : "A"}${signed.slice(5)}`;
    expect((await checkIn(altered)).outcome).toBe("FORGED");
    expect((await checkIn(`${signed.slice(0, -1)}${signed.endsWith("A") ? "B" : "A"}`)).outcome).toBe("FORGED");
    for (const text of ["", "https://example.com/", "x".repeat(5_000), "AAAAAAAAAAAAAAAA", "T1.AAAAAAAAAAAAAAAA.short"])
      expect((await checkIn(text)).outcome, text.slice(0, 30)).toBe("UNKNOWN");
    expect((await checkIn(signed)).outcome).toBe("ADMITTED");
  });

  it("admits a ticket scanned by many devices at the same moment exactly once", async () => {
    const signed = app.services.ticketSignature.sign(await bookedTicket("R4-S2"));
    const devices = await Promise.all(Array.from({ length: 4 }, () => signInAdmin(app)));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => checkIn(signed, `Door ${index}`, devices[index % devices.length]!)),
    );
    const admitted = answers.filter((answer) => answer.outcome === "ADMITTED");
    expect(admitted).toHaveLength(1);
    const used = answers.filter((answer) => answer.outcome === "ALREADY_USED");
    expect(used).toHaveLength(11);
    const [row] = await app.query<{ device: string }>(
      `SELECT c.device FROM ticket_check_ins c JOIN tickets t ON t.id = c.ticket_id WHERE t.code = $1`,
      [app.services.ticketSignature.read(signed).ok ? signed.split(".")[1] : ""],
    );
    for (const answer of used) expect(answer.checkedInBy).toBe(row!.device);
  });

  it("counts expected tickets of booked bookings only", async () => {
    const { data } = await admin.op<{ checkInCounts: { admitted: number; expected: number } }>(
      `query ($id: ID!) { checkInCounts(occasionId: $id) { admitted expected } }`,
      { id: occasionId },
    );
    const [row] = await app.query<{ admitted: number; expected: number }>(
      `SELECT (SELECT count(*)::int FROM ticket_check_ins WHERE occasion_id = $1) AS admitted,
              (SELECT count(*)::int FROM tickets t JOIN bookings b ON b.id = t.booking_id WHERE t.occasion_id = $1 AND b.status = 'booked') AS expected`,
      [occasionId],
    );
    expect(data?.checkInCounts).toEqual(row);
    expect(row!.admitted).toBeGreaterThan(0);
  });

  it("lists the door's occasions, soonest first", async () => {
    const { data } = await admin.op<{ doorOccasions: Array<{ id: string; startTime: string }> }>(`{ doorOccasions { id startTime } }`);
    const list = data!.doorOccasions;
    expect(list.map((occasion) => occasion.id)).toContain(occasionId);
    expect([...list].sort((a, b) => a.startTime.localeCompare(b.startTime))).toEqual(list);
  });

  it("refuses a bad device name, an unknown occasion and a visitor without administer_bookings", async () => {
    const code = app.services.ticketSignature.sign(await bookedTicket("R4-S3"));
    for (const device of ["", "   ", "x".repeat(61)]) {
      const answer = await admin.op(CHECK_IN, { occasionId, code, device });
      expect(errorCode(answer), JSON.stringify(device)).toBe("BAD_USER_INPUT");
    }
    const unknown = await admin.op(CHECK_IN, { occasionId: "00000000-0000-4000-8000-000000000000", code, device: "Door" });
    expect(errorCode(unknown)).toBe("NOT_FOUND");
    const malformed = await admin.op(CHECK_IN, { occasionId: "nope", code, device: "Door" });
    expect(errorCode(malformed)).toBe("BAD_USER_INPUT");
    const visitor = new GraphQLClient(app.url);
    const refused = await visitor.op(CHECK_IN, { occasionId, code, device: "Door" });
    expect(errorCode(refused)).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    // Nothing was let in by the refused calls.
    expect((await checkIn(code)).outcome).toBe("ADMITTED");
  });
});
