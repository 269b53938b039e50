import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, insertUser, signIn } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { DRAFT_FIELDS, GraphQLClient, TICKET_FIELDS, type GqlDraft, type GqlTicket } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, insertBooking, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { confirmByMail } from "../../helpers/waiting-list.js";
import { releaseAccessibleHoldbacks } from "../../../src/modules/occasion/accessible-holdback.js";

// Accessible seating (issue 20): wheelchair places and their companion seats held back from general sale until
// a set time before the show, held only on the accessible path meanwhile, and released once across processes.

const ADD_ACCESSIBLE = `mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId, accessibilityNeed: true) { ${TICKET_FIELDS} } }`;
const HOLD_BEST = `mutation ($occasionId: ID!, $count: Int!) { holdBestAvailable(occasionId: $occasionId, count: $count) { ${DRAFT_FIELDS} } }`;

let app: BookingTestApp;
let ids: DemoIds;
let wheelchairType: string;

/**
 * Seats A-1-1..A-1-3 in one row, wheelchair place W-1 with its companion seat W-1-C (numbered as the row's fourth
 * seat, so best available would pick it) and wheelchair place W-2 without companions.
 */
async function accessiblePlan(): Promise<Record<string, string>> {
  const [plan] = await app.query<{ id: string }>(
    `INSERT INTO plans (name, map) VALUES ('{"en":"Hall","fi":"Hall","sv":"Hall"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
  );
  const rows = await app.query<{ id: string; name: string }>(
    `INSERT INTO spaces (plan_id, name, max_tickets, section, row, seat, space_type_id)
     VALUES ($1, 'A-1-1', 1, 'A', '1', '1', NULL), ($1, 'A-1-2', 1, 'A', '1', '2', NULL), ($1, 'A-1-3', 1, 'A', '1', '3', NULL),
            ($1, 'W-1-C', 1, 'A', '1', '4', NULL), ($1, 'W-1', 1, NULL, NULL, NULL, $2), ($1, 'W-2', 1, NULL, NULL, NULL, $2)
     RETURNING id, name`,
    [plan!.id, wheelchairType],
  );
  const byName = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  await app.query(`UPDATE spaces SET companion_of_id = $2 WHERE id = $1`, [byName["W-1-C"], byName["W-1"]]);
  return { planId: plan!.id, ...byName };
}

/** An occasion on the plan holding its accessible places back `hours` before a start `startsInHours` away. */
async function heldBackOccasion(plan: Record<string, string>, hours: number, startsInHours = 24 * 20): Promise<string> {
  const { occasionId } = await createOccasion(app, {
    planId: plan.planId!,
    eventPrices: { [ids.ticketTypes.adult!]: 2500 },
    startTime: new Date(Date.now() + startsInHours * 3_600_000),
  });
  await app.query(`UPDATE occasions SET accessible_holdback_hours = $2 WHERE id = $1`, [occasionId, hours]);
  app.services.saleInfo.invalidate(occasionId);
  return occasionId;
}

async function buyer(occasionId: string): Promise<GraphQLClient> {
  const client = new GraphQLClient(app.url);
  await client.bookOk(occasionId);
  return client;
}

function addAccessible(client: GraphQLClient, spaceId: string, language?: string) {
  return client.op<{ addSpace: GqlTicket }>(ADD_ACCESSIBLE, { uuid: client.uuid, spaceId }, { language });
}

beforeAll(async () => {
  app = await startBookingApp();
  ids = await demoIds(app);
  const [type] = await app.query<{ id: string }>(
    `INSERT INTO space_types (name, accessible) VALUES ('{"en":"Wheelchair place","fi":"Pyörätuolipaikka","sv":"Rullstolsplats"}', true) RETURNING id`,
  );
  wheelchairType = type!.id;
});
afterAll(() => app?.stop());

describe("accessible places held back from general sale", () => {
  it("holds a held-back wheelchair place only for a buyer who says they need it, refusing others in their language", async () => {
    const plan = await accessiblePlan();
    const occasionId = await heldBackOccasion(plan, 24);
    const ordinary = await buyer(occasionId);
    const refused = await ordinary.addSpace(plan["W-1"]!, { language: "fi" });
    expect(errorCode(refused)).toBe("CONFLICT");
    expect(refused.errors?.[0]?.message).toContain("pyörätuolipaikka");
    const needing = await buyer(occasionId);
    const held = await addAccessible(needing, plan["W-1"]!);
    expect(held.errors).toBeUndefined();
    expect(held.data?.addSpace.spaceId).toBe(plan["W-1"]);
    // A wheelchair place without companions is held the same way.
    expect((await addAccessible(needing, plan["W-2"]!)).errors).toBeUndefined();
    // The public occasion says until when.
    const read = await ordinary.op<{ occasion: { accessibleHeldUntil: string | null; accessibleHoldbackHours: number } }>(
      `query ($id: ID!) { occasion(id: $id) { accessibleHeldUntil accessibleHoldbackHours } }`,
      { id: occasionId },
    );
    expect(read.data?.occasion.accessibleHoldbackHours).toBe(24);
    expect(read.data?.occasion.accessibleHeldUntil).not.toBeNull();
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("gives a held-back companion seat only to the draft holding its wheelchair place, and takes it back with the place", async () => {
    const plan = await accessiblePlan();
    const occasionId = await heldBackOccasion(plan, 24);
    const companionFirst = await buyer(occasionId);
    const alone = await companionFirst.addSpace(plan["W-1-C"]!, { language: "en" });
    expect(errorCode(alone)).toBe("CONFLICT");
    expect(alone.errors?.[0]?.message).toMatch(/companion seat/);
    // Even when the buyer says they need a wheelchair place: the companion seat goes with its place.
    expect(errorCode(await addAccessible(companionFirst, plan["W-1-C"]!))).toBe("CONFLICT");

    const user = await buyer(occasionId);
    const place = await addAccessible(user, plan["W-1"]!);
    expect(place.errors).toBeUndefined();
    const companion = await user.addSpace(plan["W-1-C"]!);
    expect(companion.errors).toBeUndefined();
    await user.addSpace(plan["A-1-1"]!);
    // Giving the place up gives its companion seat up too; the ordinary seat stays.
    const after = await user.removeTicket(place.data!.addSpace.id);
    expect(after.errors).toBeUndefined();
    expect(after.data?.removeTicket?.tickets.map((ticket) => ticket.spaceId)).toEqual([plan["A-1-1"]]);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("races: of buyers who all need the one wheelchair place, one holds it and only that one gets its companion seat", async () => {
    const plan = await accessiblePlan();
    const occasionId = await heldBackOccasion(plan, 24);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer(occasionId)));
    const places = await Promise.all(buyers.map((client) => addAccessible(client, plan["W-1"]!)));
    expect(places.filter((answer) => answer.data?.addSpace)).toHaveLength(1);
    const companions = await Promise.all(buyers.map((client) => client.addSpace(plan["W-1-C"]!)));
    const winners = companions.map((answer, index) => (answer.data?.addSpace ? index : -1)).filter((index) => index >= 0);
    expect(winners).toEqual([places.findIndex((answer) => answer.data?.addSpace)]);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("never gives best available a held-back companion seat: the request is refused clearly instead", async () => {
    const plan = await accessiblePlan();
    const occasionId = await heldBackOccasion(plan, 24);
    const party = new GraphQLClient(app.url);
    const answer = await party.op<{ holdBestAvailable: GqlDraft }>(HOLD_BEST, { occasionId, count: 4 }, { language: "en" });
    expect(errorCode(answer)).toBe("CONFLICT");
    expect(answer.errors?.[0]?.message).toMatch(/not 4 seats free/);
    const three = await party.op<{ holdBestAvailable: GqlDraft }>(HOLD_BEST, { occasionId, count: 3 });
    expect(three.data?.holdBestAvailable.tickets.map((ticket) => ticket.spaceId).sort()).toEqual(
      [plan["A-1-1"], plan["A-1-2"], plan["A-1-3"]].sort(),
    );
  });
});

describe("the release at the set time", () => {
  it("happens once across two processes and many concurrent callers; the places are then on general sale", async () => {
    const plan = await accessiblePlan();
    // Starts in 10 hours, held back until 24 hours before: the release is due.
    const due = await heldBackOccasion(plan, 24, 10);
    // Not yet due: 20 days away.
    const later = await heldBackOccasion(plan, 24);
    const [one, two] = [await app.openDataSource(4), await app.openDataSource(4)];
    const now = new Date();
    const released: string[] = [];
    const calls = [one, two, one, two, app.services.dataSource, one, two, app.services.dataSource].map((dataSource) =>
      releaseAccessibleHoldbacks(dataSource, now, (id) => released.push(id)),
    );
    const answers = await Promise.all(calls);
    expect(answers.flat().filter((id) => id === due)).toHaveLength(1);
    expect(released.filter((id) => id === due)).toHaveLength(1);
    expect(released).not.toContain(later);
    const [row] = await app.query<{ accessible_released_at: Date | null }>(`SELECT accessible_released_at FROM occasions WHERE id = $1`, [
      due,
    ]);
    expect(row!.accessible_released_at).not.toBeNull();
    // A later run releases nothing again.
    expect(await releaseAccessibleHoldbacks(one, new Date(), () => undefined)).not.toContain(due);

    app.services.saleInfo.invalidate(due);
    const anyone = await buyer(due);
    expect((await anyone.addSpace(plan["W-1-C"]!)).errors).toBeUndefined();
    expect((await anyone.addSpace(plan["W-1"]!)).errors).toBeUndefined();
    const read = await anyone.op<{ occasion: { accessibleHeldUntil: string | null } }>(
      `query ($id: ID!) { occasion(id: $id) { accessibleHeldUntil } }`,
      {
        id: due,
      },
    );
    expect(read.data?.occasion.accessibleHeldUntil).toBeNull();
  });
});

describe("the occasion's holdback setting", () => {
  it("is refused with a translated field message outside 1-720 hours, and shown on the admin tickets with the booking message", async () => {
    const admin = await signIn(app, "admin@example.com", "test-admin-password");
    const plan = await accessiblePlan();
    const occasionId = await heldBackOccasion(plan, 24);
    const OCCASION_FIELDS = `startTime bookable bookableStartTime bookableEndTime customPricing published status headsUpDays seasonal updatedAt`;
    const read = await admin.op<{ occasion: Record<string, unknown> }>(`query ($id: ID!) { occasion(id: $id) { ${OCCASION_FIELDS} } }`, {
      id: occasionId,
    });
    const current = read.data!.occasion;
    const update = (hours: number | null) =>
      admin.op<{ updateOccasion: { accessibleHoldbackHours: number | null } }>(
        `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { accessibleHoldbackHours } }`,
        {
          id: occasionId,
          version: current.updatedAt,
          input: {
            startTime: current.startTime,
            bookable: current.bookable,
            bookableStartTime: current.bookableStartTime,
            bookableEndTime: current.bookableEndTime,
            customPricing: current.customPricing,
            published: current.published,
            status: current.status,
            headsUpDays: current.headsUpDays,
            seasonal: current.seasonal,
            accessibleHoldbackHours: hours,
          },
        },
        { language: "sv" },
      );
    const refused = await update(0);
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors?.[0]?.extensions?.fields).toMatchObject({ accessibleHoldbackHours: expect.stringContaining("timmar") });
    const saved = await update(48);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateOccasion.accessibleHoldbackHours).toBe(48);

    // The customer's accessibility need, left in the booking message, reaches the admin tickets table.
    const customer = await buyer(occasionId);
    await addAccessible(customer, plan["W-1"]!);
    await app.query(`UPDATE bookings SET message = 'Wheelchair, needs step-free entrance' WHERE id = $1`, [customer.uuid]);
    const tickets = await admin.op<{ occasionTickets: Array<{ spaceId: string; message: string | null }> }>(
      `query ($id: ID!) { occasionTickets(occasionId: $id) { spaceId message } }`,
      { id: occasionId },
    );
    expect(tickets.data?.occasionTickets).toEqual([{ spaceId: plan["W-1"], message: "Wheelchair, needs step-free entrance" }]);
    // An event editor sees the tickets, not what a customer told of their health.
    const editorAccount = await insertUser(app, { permissions: ["administer_events"] });
    const editor = await signIn(app, editorAccount.email, editorAccount.password);
    const edited = await editor.op<{ occasionTickets: Array<{ spaceId: string; message: string | null }> }>(
      `query ($id: ID!) { occasionTickets(occasionId: $id) { spaceId message } }`,
      { id: occasionId },
    );
    expect(edited.data?.occasionTickets).toEqual([{ spaceId: plan["W-1"], message: null }]);
  });

  it("keeps held-back places from a waiting list: the date counts as sold out, and nothing of them is offered", async () => {
    const plan = await accessiblePlan();
    const occasionId = await heldBackOccasion(plan, 24);
    // Every ordinary seat is sold: only the wheelchair places and the companion seat are free, and they are held back.
    await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: [plan["A-1-1"]!, plan["A-1-2"]!, plan["A-1-3"]!],
      ticketTypeId: ids.ticketTypes.adult!,
    });
    const joined = await new GraphQLClient(app.url).op<{ joinWaitingList: { partySize: number } }>(
      `mutation ($occasionId: ID!) { joinWaitingList(occasionId: $occasionId, email: "pair@example.com", partySize: 2) { partySize } }`,
      { occasionId },
    );
    expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
    // Confirmed through its e-mail's link: an entry that may be offered places (issue 32).
    expect((await confirmByMail(app, occasionId, "pair@example.com")).errors).toBeUndefined();
    await app.services.waitingList.offerNext(occasionId);
    const [entry] = await app.query<{ status: string; booking_id: string | null }>(
      `SELECT status, booking_id FROM waiting_list_entries WHERE occasion_id = $1`,
      [occasionId],
    );
    expect(entry).toEqual({ status: "waiting", booking_id: null });
    const [held] = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets WHERE occasion_id = $1 AND space_id = ANY($2::uuid[])`,
      [occasionId, [plan["W-1"], plan["W-1-C"], plan["W-2"]]],
    );
    expect(held!.n).toBe(0);
  });
});
