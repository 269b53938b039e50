/**
 * Who may touch a draft (DESIGN section 3) and CSRF (DESIGN section 7).
 * - The uuid alone is not enough: every draft call needs the HttpOnly draft_secret cookie set by book;
 *   without it, or with another draft's, every call answers 404 'booking expired or missing' and changes
 *   nothing.
 * - Every state-changing REST and GraphQL call needs X-CSRF-Token equal to the csrf_token cookie and
 *   signed by the server: otherwise 403 CSRF_INVALID with its own message (never 'booking is not
 *   allowed'), and nothing happens. Queries need no token.
 */
import "reflect-metadata";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import {
  GraphQLClient,
  onlyError,
  RestClient,
  VALID_CLIENT,
  type CallOptions,
  type GraphQLAnswer,
  type HttpAnswer,
} from "../../helpers/booking-client.js";
import { bookingRow, demoIds, ticketCount, type DemoIds } from "../../helpers/booking-fixtures.js";

const EXPIRED = "booking expired or missing";
const CSRF_MESSAGE = "Your session token is missing or out of date; reload the page and try again";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat = 0;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  occasionId = demo.occasions.Matinee!;
});

afterAll(async () => {
  await app?.stop();
});

function nextSeat(): string {
  seat += 1;
  return demo.space(`R${4 + Math.floor((seat - 1) / 12)}-S${((seat - 1) % 12) + 1}`);
}

/** The owner's draft with one ticket. */
async function ownerDraft(): Promise<{ owner: RestClient; uuid: string; ticketId: string }> {
  const owner = new RestClient(app.url);
  await owner.bookOk(occasionId);
  const ticket = await owner.addSpaceOk(nextSeat());
  return { owner, uuid: owner.uuid!, ticketId: ticket.id };
}

/** Every REST draft call of SPEC section 7 against `uuid`, made by `client`. */
function restDraftCalls(
  client: RestClient,
  uuid: string,
  ticketId: string,
  options: CallOptions = {},
): Record<string, Promise<HttpAnswer<unknown>>> {
  const on = { ...options, uuid };
  return {
    getDraft: client.getDraft(uuid, options),
    addSpace: client.addSpace(nextSeat(), on),
    updateTicket: client.updateTicket(ticketId, { ticket_type_id: demo.ticketTypes.child }, on),
    removeTicket: client.removeTicket(ticketId, on),
    initiatePayment: client.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" }, on),
    cancelPayment: client.cancelPayment(on),
    confirm: client.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true }, on),
    pay: client.pay(on),
    cancelDraft: client.cancelDraft(on),
  };
}

async function settleAll<T>(calls: Record<string, Promise<T>>): Promise<Record<string, T>> {
  const entries: Array<[string, T]> = [];
  for (const [name, call] of Object.entries(calls)) entries.push([name, await call]);
  return Object.fromEntries(entries);
}

async function untouched(uuid: string): Promise<void> {
  const row = await bookingRow(app, uuid);
  expect({ status: row.status, firstname: row.firstname, total: row.total }).toEqual({ status: "draft", firstname: null, total: 3900 });
  expect(await ticketCount(app, uuid)).toBe(1);
  const [ticket] = await app.query<{ ticket_type_id: string }>(`SELECT ticket_type_id FROM tickets WHERE booking_id = $1`, [uuid]);
  expect(ticket!.ticket_type_id).toBe(demo.ticketTypes.adult);
}

describe("the draft cookie", () => {
  it("book sets draft_secret HttpOnly, SameSite=Lax, Path=/; answers carry Referrer-Policy: same-origin", async () => {
    const buyer = new RestClient(app.url);
    await buyer.authenticate();
    const response = await fetch(`${app.url}/api/occasions/${occasionId}/book`, {
      method: "POST",
      headers: { cookie: buyer.jar.header(), "x-csrf-token": buyer.csrfToken!, "x-forwarded-for": buyer.address },
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("draft_secret="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    const body = (await response.json()) as Record<string, unknown>;
    expect(JSON.stringify(body)).not.toContain(cookie!.split(";")[0]!.split("=")[1]!);
  });

  it("without the draft cookie every REST draft call answers 404 'booking expired or missing' and changes nothing", async () => {
    const { uuid, ticketId } = await ownerDraft();
    const stranger = new RestClient(app.url);
    await stranger.authenticate();

    const answers = await settleAll(restDraftCalls(stranger, uuid, ticketId));

    for (const [name, answer] of Object.entries(answers))
      expect({ name, status: answer.status, body: answer.text }).toEqual({ name, status: 404, body: EXPIRED });
    await untouched(uuid);
  });

  it("with another draft's cookie every REST draft call answers 404 and changes nothing; the other draft is untouched too", async () => {
    const { uuid, ticketId } = await ownerDraft();
    const other = await ownerDraft();

    const answers = await settleAll(restDraftCalls(other.owner, uuid, ticketId));

    for (const [name, answer] of Object.entries(answers))
      expect({ name, status: answer.status, body: answer.text }).toEqual({ name, status: 404, body: EXPIRED });
    await untouched(uuid);
    await untouched(other.uuid);
    // Nor can a ticket of one draft be edited through the other draft.
    const crossTicket = await other.owner.updateTicket(ticketId, { ticket_type_id: demo.ticketTypes.child });
    expect({ status: crossTicket.status, body: crossTicket.text }).toEqual({ status: 404, body: "No such ticket in this booking" });
    const crossRemove = await other.owner.removeTicket(ticketId);
    expect(crossRemove.status).toBe(404);
    await untouched(uuid);
  });

  it("a guessed or altered secret is no better than none", async () => {
    const { owner, uuid, ticketId } = await ownerDraft();
    const forger = new RestClient(app.url);
    await forger.authenticate();
    forger.jar.set("draft_secret", `${owner.draftSecret!.slice(0, -1)}${owner.draftSecret!.endsWith("A") ? "B" : "A"}`);
    expect((await forger.getDraft(uuid)).status).toBe(404);
    expect((await forger.removeTicket(ticketId, { uuid })).status).toBe(404);
    await untouched(uuid);
  });

  it("GraphQL: without the cookie or with another's, the draft query and every mutation answer DRAFT_EXPIRED (404)", async () => {
    const { uuid, ticketId } = await ownerDraft();
    const stranger = new GraphQLClient(app.url);
    const other = new GraphQLClient(app.url);
    await other.bookOk(occasionId);

    for (const client of [stranger, other]) {
      const answers: Record<string, GraphQLAnswer<unknown>> = {
        draft: await client.draft(uuid),
        addSpace: await client.addSpace(nextSeat(), { uuid }),
        updateTicket: await client.updateTicket(ticketId, { ticketTypeId: demo.ticketTypes.child }, { uuid }),
        removeTicket: await client.removeTicket(ticketId, { uuid }),
        initiatePayment: await client.initiatePayment({ client: VALID_CLIENT, paymentMethodId: "skip" }, { uuid }),
        cancelPayment: await client.cancelPayment({ uuid }),
        confirm: await client.confirm({ client: VALID_CLIENT, paymentMethodId: "skip", termsAccepted: true }, { uuid }),
        pay: await client.pay({ uuid }),
        cancelDraft: await client.cancelDraft({ uuid }),
      };
      for (const [name, answer] of Object.entries(answers)) {
        const error = onlyError(answer);
        expect({ name, message: error.message, code: error.extensions?.code, status: error.extensions?.status }).toEqual({
          name,
          message: EXPIRED,
          code: "DRAFT_EXPIRED",
          status: 404,
        });
      }
    }
    await untouched(uuid);
  });
});

describe("CSRF on REST", () => {
  type Variant = { name: string; prepare(client: RestClient): Promise<CallOptions> };
  const variants: Variant[] = [
    { name: "no X-CSRF-Token", prepare: async () => ({ csrf: false }) },
    {
      name: "a valid token of another visitor (not the cookie's)",
      prepare: async () => {
        const other = new RestClient(app.url);
        return { csrfToken: await other.authenticate() };
      },
    },
    {
      name: "a forged token in both header and cookie",
      prepare: async (client) => {
        const forged = `${"A".repeat(24)}.${"B".repeat(43)}`;
        client.jar.set("csrf_token", forged);
        return { csrfToken: forged };
      },
    },
    {
      name: "the right token but no csrf cookie",
      prepare: async (client) => {
        client.jar.delete("csrf_token");
        return {};
      },
    },
  ];

  for (const variant of variants) {
    it(`${variant.name}: every state-changing call answers 403 with the CSRF message and changes nothing`, async () => {
      const { owner, uuid, ticketId } = await ownerDraft();
      const options = await variant.prepare(owner);
      const [before] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`);

      const calls = restDraftCalls(owner, uuid, ticketId, options);
      delete calls.getDraft;
      const answers = await settleAll({ ...calls, book: owner.book(occasionId, { ...options, csrf: options.csrf ?? true }) });

      for (const [name, answer] of Object.entries(answers)) {
        expect({ name, status: answer.status, body: answer.text }).toEqual({ name, status: 403, body: CSRF_MESSAGE });
        expect(answer.text).not.toBe("booking is not allowed");
      }
      const [after] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`);
      expect(after!.n, "book created nothing").toBe(before!.n);
      await untouched(uuid);
    });
  }

  it("the CSRF message is translated (?lng=fi) and still distinct from 'booking is not allowed'", async () => {
    const { owner } = await ownerDraft();
    const answer = await owner.addSpace(nextSeat(), { csrf: false, language: "fi" });
    expect({ status: answer.status, body: answer.text }).toEqual({
      status: 403,
      body: "Istuntotunniste puuttuu tai on vanhentunut; lataa sivu uudelleen ja yritä uudelleen",
    });
  });

  it("reads need no token: GET /api/drafts/{uuid} and GET /api/occasions/{id} answer 200 without X-CSRF-Token", async () => {
    const { owner, uuid } = await ownerDraft();
    const draft = await owner.getDraft(uuid, { csrf: false });
    expect(draft.status).toBe(200);
    expect(draft.body.uuid).toBe(uuid);
    expect((await owner.fetch("GET", `/api/occasions/${occasionId}`, { options: { csrf: false } })).status).toBe(200);
  });
});

describe("CSRF on GraphQL", () => {
  async function mutationsOf(
    client: GraphQLClient,
    uuid: string,
    ticketId: string,
    options: CallOptions,
  ): Promise<Record<string, GraphQLAnswer<unknown>>> {
    const on = { ...options, uuid };
    return {
      book: await client.book(occasionId, options),
      addSpace: await client.addSpace(nextSeat(), on),
      updateTicket: await client.updateTicket(ticketId, { ticketTypeId: demo.ticketTypes.child }, on),
      removeTicket: await client.removeTicket(ticketId, on),
      initiatePayment: await client.initiatePayment({ client: VALID_CLIENT, paymentMethodId: "skip" }, on),
      cancelPayment: await client.cancelPayment(on),
      confirm: await client.confirm({ client: VALID_CLIENT, paymentMethodId: "skip", termsAccepted: true }, on),
      pay: await client.pay(on),
      cancelDraft: await client.cancelDraft(on),
    };
  }

  /** A GraphQL client holding the owner's draft cookie (so only the CSRF check can refuse). */
  async function ownerViaGraphQL(): Promise<{ client: GraphQLClient; uuid: string; ticketId: string }> {
    const { owner, uuid, ticketId } = await ownerDraft();
    const client = new GraphQLClient(app.url);
    await client.authenticate();
    client.jar.set("draft_secret", owner.draftSecret!);
    return { client, uuid, ticketId };
  }

  it("every mutation without the token, with another visitor's token, or with a forged one: CSRF_INVALID, extensions.status 403, nothing done", async () => {
    const otherToken = await new GraphQLClient(app.url).authenticate();
    const forged = `${"A".repeat(24)}.${"B".repeat(43)}`;
    const [before] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`);
    for (const [variant, options, forge] of [
      ["no token", { csrf: false }, false],
      ["another visitor's token", { csrfToken: otherToken }, false],
      ["forged token and cookie", { csrfToken: forged }, true],
    ] as Array<[string, CallOptions, boolean]>) {
      const { client, uuid, ticketId } = await ownerViaGraphQL();
      if (forge) client.jar.set("csrf_token", forged);
      const answers = await mutationsOf(client, uuid, ticketId, options);
      for (const [name, answer] of Object.entries(answers)) {
        const error = onlyError(answer);
        expect({
          variant,
          name,
          data: answer.data ?? null,
          message: error.message,
          code: error.extensions?.code,
          status: error.extensions?.status,
        }).toEqual({
          variant,
          name,
          data: null,
          message: CSRF_MESSAGE,
          code: "CSRF_INVALID",
          status: 403,
        });
      }
      await untouched(uuid);
    }
    const [after] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`);
    expect(after!.n - before!.n, "only the three owner drafts were created").toBe(3);
  });

  it("the GraphQL CSRF refusal is a client error (HTTP 403 or 200 with the error), never 500", async () => {
    const { client, uuid } = await ownerViaGraphQL();
    const answer = await client.cancelDraft({ uuid, csrf: false });
    expect(onlyError(answer).extensions?.code).toBe("CSRF_INVALID");
    expect([200, 403], `HTTP status ${answer.status}`).toContain(answer.status);
  });

  it("queries need no token: the draft query answers without X-CSRF-Token", async () => {
    const { client, uuid } = await ownerViaGraphQL();
    const answer = await client.draft(uuid, { csrf: false });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.draft.uuid).toBe(uuid);
  });

  it("a mutation sent over the graphql-ws socket is refused with CSRF_INVALID and creates nothing", async () => {
    const [before] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`);
    const socket = createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const outcome = await new Promise<{ results: unknown[]; error?: unknown }>((resolve) => {
        const results: unknown[] = [];
        socket.subscribe(
          { query: `mutation ($occasionId: ID!) { book(occasionId: $occasionId) { uuid status } }`, variables: { occasionId } },
          { next: (value) => results.push(value), error: (error) => resolve({ results, error }), complete: () => resolve({ results }) },
        );
      });
      const [after] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings`);
      expect(after!.n - before!.n, `no booking is created over the socket; the socket answered ${JSON.stringify(outcome)}`).toBe(0);
      const error =
        (outcome.results[0] as { errors?: Array<{ extensions?: { code?: string } }> } | undefined)?.errors?.[0] ??
        (outcome.error as Array<{ extensions?: { code?: string } }>)?.[0];
      expect(error?.extensions?.code).toBe("CSRF_INVALID");
    } finally {
      await socket.dispose();
    }
  });
});
