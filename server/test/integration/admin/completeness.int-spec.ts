/**
 * Issue 15, the completeness guard: an event or occasion is published only when every text visitors would
 * read of it is there in every enabled language; a refusal lists each missing text, its language and where to
 * fix it (translated, and as extensions.missingTranslations), and saves nothing. Drafts save as they are, and
 * the admin events list shows what each event lacks, checked for the whole list at once.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createPlan, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

interface MissingJson {
  kind: string;
  language: string;
  subjectId: string | null;
  subjectName: string;
  eventId: string;
  fixAt: string;
  message: string;
}

type Texts = Partial<Record<"en" | "fi" | "sv", string>>;

const translations = (texts: Texts) => Object.entries(texts).map(([language, text]) => ({ language, text }));
const everywhere = (text: string): Texts => ({ en: text, fi: `${text} (fi)`, sv: `${text} (sv)` });
const unique = () => Math.random().toString(36).slice(2, 8);

function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    names: translations(everywhere(`Gala ${unique()}`)),
    descriptions: [],
    planId: demo.planId,
    published: true,
    status: "active",
    prices: [{ ticketTypeId: demo.ticketTypes.adult, price: 3000 }],
    ...overrides,
  };
}

function occasionInput(overrides: Record<string, unknown> = {}) {
  return {
    names: translations(everywhere("Evening")),
    titles: [],
    startTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    bookable: true,
    planId: null,
    customPricing: false,
    prices: null,
    published: true,
    status: "scheduled",
    headsUpDays: 0,
    seasonal: false,
    ...overrides,
  };
}

const EVENT_FIELDS = `id published updatedAt missingTranslations { kind language subjectId subjectName eventId fixAt message }`;

interface EventJson {
  id: string;
  published: boolean;
  updatedAt: string;
  missingTranslations: MissingJson[];
}

function createEvent(overrides: Record<string, unknown> = {}, language = "en") {
  return admin.op<{ createEvent: EventJson }>(
    `mutation ($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    { input: eventInput(overrides) },
    { language },
  );
}

function updateEvent(event: EventJson, overrides: Record<string, unknown>) {
  return admin.op<{ updateEvent: EventJson }>(
    `mutation ($id: ID!, $input: EventInput!, $version: DateTimeISO!) { updateEvent(id: $id, input: $input, version: $version) { ${EVENT_FIELDS} } }`,
    { id: event.id, version: event.updatedAt, input: eventInput(overrides) },
  );
}

function createOccasion(eventId: string, overrides: Record<string, unknown> = {}) {
  return admin.op<{ createOccasion: { id: string; published: boolean; updatedAt: string } }>(
    `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id published updatedAt } }`,
    { eventId, input: occasionInput(overrides) },
  );
}

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

/** The refusal's message and its list, after checking it is the one BAD_USER_INPUT error with no field errors. */
function refusal(answer: GraphQLAnswer<unknown>): { message: string; missing: MissingJson[] } {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  const error = answer.errors![0]!;
  expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400 });
  expect(error.extensions?.fields).toBeUndefined();
  return { message: error.message, missing: error.extensions!.missingTranslations as MissingJson[] };
}

async function count(table: "events" | "occasions"): Promise<number> {
  return (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
}

describe("publishing an event", () => {
  it("without its Swedish name is refused, saying which text is missing in which language and where to fix it; nothing is saved", async () => {
    const before = await count("events");
    const name = `Jazz night ${unique()}`;
    const { message, missing } = refusal(await createEvent({ names: translations({ en: name, fi: `Jatsi-ilta` }) }));
    expect(missing).toEqual([
      {
        kind: "eventName",
        language: "sv",
        subjectId: expect.any(String),
        subjectName: name,
        eventId: expect.any(String),
        fixAt: "event",
        message: `Swedish name of event “${name}” — Events → ${name} → Edit event`,
      },
    ]);
    expect(message).toBe(
      "Not published: texts visitors would read are missing in a language of the site. Add them, then publish. " +
        `Missing: Swedish name of event “${name}” — Events → ${name} → Edit event`,
    );
    expect(await count("events")).toBe(before);
  });

  it("tells it in the administrator's language", async () => {
    const { message, missing } = refusal(await createEvent({ names: translations({ en: "Tango", fi: "Tango-ilta" }) }, "fi"));
    expect(missing.map((item) => item.message)).toEqual([
      "tapahtuman ”Tango-ilta” nimi (ruotsi) — Tapahtumat → Tango-ilta → Muokkaa tapahtumaa",
    ]);
    expect(message).toMatch(/^Ei julkaistu: .* Puuttuu: tapahtuman ”Tango-ilta” nimi \(ruotsi\)/);
    const swedish = refusal(await createEvent({ names: translations({ en: "Tango", sv: "Tangokväll" }) }, "sv"));
    expect(swedish.missing.map((item) => item.message)).toEqual([
      "namn på evenemanget ”Tangokväll” (finska) — Evenemang → Tangokväll → Redigera evenemang",
    ]);
  });

  it("whose price list sells a ticket type without a Finnish name is refused, pointing to the ticket types", async () => {
    const patron = ok(
      await admin.op<{ createTicketType: { id: string } }>(
        `mutation ($input: TicketTypeInput!) { createTicketType(input: $input) { id } }`,
        {
          input: { names: translations({ en: "Patron", sv: "Donator" }), vat: 14, productCode: `PATRON-${unique()}`, position: 9 },
        },
      ),
    ).createTicketType;
    const { missing } = refusal(
      await createEvent({
        prices: [
          { ticketTypeId: demo.ticketTypes.adult, price: 3000 },
          { ticketTypeId: patron.id, price: 9000 },
        ],
      }),
    );
    expect(missing).toEqual([
      expect.objectContaining({
        kind: "ticketTypeName",
        language: "fi",
        subjectId: patron.id,
        subjectName: "Patron",
        fixAt: "ticketTypes",
        message: "Finnish name of ticket type “Patron” — Settings → Ticket types",
      }),
    ]);
  });

  it("lists every missing text: a description given in one language only, an addon's name, a space type on its plan", async () => {
    const { planId, spaceIds } = await createPlan(app, [{ name: "A1", maxTickets: 1 }]);
    const [spaceType] = await app.query<{ id: string }>(
      `INSERT INTO space_types (name) VALUES ('{"en": "Box", "fi": "Aitio"}') RETURNING id`,
    );
    await app.query(`UPDATE spaces SET space_type_id = $2 WHERE id = $1`, [spaceIds[0], spaceType!.id]);
    const addon = ok(
      await admin.op<{ createAddon: { id: string } }>(`mutation ($input: AddonInput!) { createAddon(input: $input) { id } }`, {
        input: {
          names: translations({ en: "Parking" }),
          descriptions: [],
          price: 500,
          vat: 25.5,
          productCode: `PARK-${unique()}`,
          active: true,
          eventIds: [],
        },
      }),
    ).createAddon;
    const name = `Box gala ${unique()}`;
    const { missing } = refusal(
      await createEvent({
        names: translations(everywhere(name)),
        descriptions: translations({ en: "An evening in the boxes." }),
        planId,
        addonIds: [addon.id],
      }),
    );
    expect(missing.map((item) => item.message)).toEqual([
      `Finnish description of event “${name}” — Events → ${name} → Edit event`,
      `Swedish description of event “${name}” — Events → ${name} → Edit event`,
      "Finnish name of addon “Parking” — Settings → Addons",
      "Swedish name of addon “Parking” — Settings → Addons",
      "Swedish name of space type “Box” — Settings → Space types",
    ]);
  });

  it("with its texts complete publishes; an optional text left empty in every language is not missing", async () => {
    const event = ok(await createEvent({ descriptions: [] })).createEvent;
    expect(event.published).toBe(true);
    expect(event.missingTranslations).toEqual([]);
  });

  it("is allowed as a draft with texts missing; publishing the draft is refused until they are added", async () => {
    const name = `Draft ${unique()}`;
    const draft = ok(await createEvent({ names: translations({ en: name }), published: false })).createEvent;
    expect(draft.published).toBe(false);
    expect(draft.missingTranslations.map((item) => [item.kind, item.language])).toEqual([
      ["eventName", "fi"],
      ["eventName", "sv"],
    ]);
    const refused = refusal(await updateEvent(draft, { names: translations({ en: name, fi: `${name} fi` }) }));
    expect(refused.missing.map((item) => [item.kind, item.language])).toEqual([["eventName", "sv"]]);
    const [row] = await app.query<{ published: boolean; name: Texts }>(`SELECT published, name FROM events WHERE id = $1`, [draft.id]);
    expect(row).toEqual({ published: false, name: { en: name } });
    const published = ok(await updateEvent(draft, { names: translations(everywhere(name)) })).updateEvent;
    expect(published).toMatchObject({ published: true, missingTranslations: [] });
  });

  it("a published event's save may not lose a translation, but one missing since (a ticket type renamed) does not block it", async () => {
    const type = ok(
      await admin.op<{ createTicketType: { id: string } }>(
        `mutation ($input: TicketTypeInput!) { createTicketType(input: $input) { id } }`,
        {
          input: { names: translations(everywhere("Member")), vat: 14, productCode: `MEMBER-${unique()}`, position: 8 },
        },
      ),
    ).createTicketType;
    const prices = [{ ticketTypeId: type.id, price: 2000 }];
    const name = `Members' night ${unique()}`;
    let event = ok(await createEvent({ names: translations(everywhere(name)), prices })).createEvent;
    const lost = refusal(await updateEvent(event, { names: translations({ en: name, fi: `${name} (fi)` }), prices }));
    expect(lost.missing.map((item) => [item.kind, item.language])).toEqual([["eventName", "sv"]]);

    // The ticket type loses its Finnish name in the settings: the event stays published, and shows it.
    await app.query(`UPDATE ticket_types SET name = name - 'fi' WHERE id = $1`, [type.id]);
    event = ok(await updateEvent(event, { names: translations(everywhere(name)), prices, status: "cancelled" })).updateEvent;
    expect(event.published).toBe(true);
    expect(event.missingTranslations.map((item) => item.message)).toEqual([
      "Finnish name of ticket type “Member” — Settings → Ticket types",
    ]);
  });

  it("checks the booking notice and terms shown at checkout, which are fixed in the theme settings", async () => {
    const [saved] = await app.query<{ booking_notice: Texts }>(`SELECT booking_notice FROM settings WHERE id = 1`);
    await app.query(`UPDATE settings SET booking_notice = '{"en": "Doors open at six."}' WHERE id = 1`);
    try {
      const { missing } = refusal(await createEvent());
      expect(missing.map((item) => item.message)).toEqual([
        "Finnish booking notice — Settings → Theme",
        "Swedish booking notice — Settings → Theme",
      ]);
    } finally {
      await app.query(`UPDATE settings SET booking_notice = $1 WHERE id = 1`, [JSON.stringify(saved!.booking_notice)]);
    }
  });
});

describe("publishing an occasion", () => {
  it("whose public title lacks Swedish is refused, pointing to the occasion; unpublished it saves", async () => {
    const event = ok(await createEvent()).createEvent;
    const before = await count("occasions");
    const titles = translations({ en: "Premiere", fi: "Ensi-ilta" });
    const { missing } = refusal(await createOccasion(event.id, { names: translations(everywhere("Opening")), titles }));
    expect(missing).toEqual([
      expect.objectContaining({
        kind: "occasionTitle",
        language: "sv",
        subjectName: "Opening",
        fixAt: "occasion",
        message: expect.stringMatching(/^Swedish title of occasion “Opening” — Events → .+ → Opening$/),
      }),
    ]);
    expect(await count("occasions")).toBe(before);
    const draft = ok(
      await createOccasion(event.id, { names: translations(everywhere("Opening")), titles, published: false }),
    ).createOccasion;
    expect(draft.published).toBe(false);
    const update = (input: Record<string, unknown>) =>
      admin.op<{ updateOccasion: { published: boolean } }>(
        `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { published } }`,
        { id: draft.id, version: draft.updatedAt, input: occasionInput({ names: translations(everywhere("Opening")), ...input }) },
      );
    expect(refusal(await update({ titles })).missing.map((item) => item.kind)).toEqual(["occasionTitle"]);
    expect(
      ok(await update({ titles: translations({ ...{ en: "Premiere", fi: "Ensi-ilta" }, sv: "Premiär" }) })).updateOccasion.published,
    ).toBe(true);
  });

  it("whose name is given in English only is refused for its Finnish and Swedish names (issue 17); no name at all is fine", async () => {
    const event = ok(await createEvent()).createEvent;
    const { message, missing } = refusal(await createOccasion(event.id, { names: translations({ en: "Evening show" }) }));
    expect(missing).toEqual([
      expect.objectContaining({ kind: "occasionName", language: "fi", subjectName: "Evening show", fixAt: "occasion" }),
      expect.objectContaining({ kind: "occasionName", language: "sv", subjectName: "Evening show", fixAt: "occasion" }),
    ]);
    expect(message).toContain("Finnish name of occasion “Evening show” — Events → ");
    const finnish = refusal(
      await admin.op(
        `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }`,
        { eventId: event.id, input: occasionInput({ names: translations({ en: "Evening show" }) }) },
        { language: "fi" },
      ),
    );
    expect(finnish.missing[0]!.message).toMatch(/^esityksen ”Evening show” nimi \(suomi\) — Tapahtumat → /);
    ok(await createOccasion(event.id, { names: translations(everywhere("Evening show")) }));
    ok(await createOccasion(event.id, { names: [] }));
  });

  it("checks its own price list and its own plan, and its event's texts", async () => {
    const draftEvent = ok(await createEvent({ names: translations({ en: "Half done", fi: "Puolivalmis" }), published: false })).createEvent;
    const [solo] = await app.query<{ id: string }>(
      `INSERT INTO ticket_types (name, vat, product_code) VALUES ('{"en": "Solo"}', 14, $1) RETURNING id`,
      [`SOLO-${unique()}`],
    );
    const [plan] = await app.query<{ id: string }>(
      `INSERT INTO plans (name, map) VALUES ('{"en": "Side stage", "sv": "Sidoscen"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
    );
    const { missing } = refusal(
      await createOccasion(draftEvent.id, { customPricing: true, prices: [{ ticketTypeId: solo!.id, price: 1000 }], planId: plan!.id }),
    );
    expect(missing.map((item) => item.message)).toEqual([
      "Swedish name of event “Half done” — Events → Half done → Edit event",
      "Finnish name of ticket type “Solo” — Settings → Ticket types",
      "Swedish name of ticket type “Solo” — Settings → Ticket types",
      "Finnish name of plan “Side stage” — Settings → Plans",
    ]);
  });
});

describe("the admin events list", () => {
  it("shows what each event lacks (the demo events lack nothing), checked for the whole list in one query", async () => {
    const name = `Listed draft ${unique()}`;
    const draft = ok(await createEvent({ names: translations({ en: name, sv: `${name} sv` }), published: false })).createEvent;
    const query = vi.spyOn(app.services.dataSource, "query");
    try {
      const list = ok(
        await admin.op<{ adminEvents: Array<{ id: string; name: string; missingTranslations: MissingJson[] }> }>(
          `{ adminEvents { id name missingTranslations { kind language message } } }`,
        ),
      ).adminEvents;
      const checks = query.mock.calls.filter(([sql]) => String(sql).includes("plan_space_types"));
      expect(list.length).toBeGreaterThan(3);
      expect(checks).toHaveLength(1);
      expect(list.find((event) => event.id === draft.id)!.missingTranslations).toEqual([
        { kind: "eventName", language: "fi", message: `Finnish name of event “${name}” — Events → ${name} → Edit event` },
      ]);
      const demoEvents = list.filter((event) =>
        ["The Seven Brothers", "City Orchestra: Sibelius 2", "Season seats 2027", "Christmas Gala (in planning)"].includes(event.name),
      );
      expect(demoEvents).toHaveLength(4);
      for (const event of demoEvents) expect(event.missingTranslations, event.name).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it("is the administrators' only: a visitor asking an event for it is refused", async () => {
    const visitor = new GraphQLClient(app.url);
    const answer = await visitor.op(`query ($id: ID!) { event(id: $id) { id missingTranslations { kind } } }`, {
      id: (await app.query<{ id: string }>(`SELECT id FROM events WHERE published LIMIT 1`))[0]!.id,
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
