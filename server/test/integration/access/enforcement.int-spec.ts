/**
 * Server-side enforcement everywhere (SPEC sections 5 and 6): every Query and Mutation field of the running
 * schema (introspected, so a new field is covered without editing this file) that is not on the PUBLIC list
 * answers UNAUTHENTICATED to an anonymous caller and FORBIDDEN to a signed-in user without permissions,
 * and nothing is written. Operations are generated from the argument types with dummy values. Then the
 * escalation attempts (issue 32) by administrators of users, of roles and of both, by session and by API
 * token: FORBIDDEN, nothing written.
 */
import "reflect-metadata";
import { randomUUID } from "node:crypto";
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  administratorRoleId,
  errorCode,
  insertRole,
  insertUser,
  rawGraphQL,
  signIn,
} from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, type GraphQLAnswer } from "../../helpers/booking-client.js";

/** Fields anyone may call (the public booking flow, dictionaries, sign-in). */
const PUBLIC = new Set([
  "languages",
  "authenticate",
  "settings",
  "plans",
  "plan",
  "addons",
  "paymentMethods",
  "ticketTypes",
  "spaceTypes",
  "errorCodes",
  "events",
  "event",
  "occasion",
  "draft",
  "checkoutResult",
  "book",
  "addSpace",
  "updateTicket",
  "removeTicket",
  "initiatePayment",
  "cancelPayment",
  "confirm",
  "pay",
  "continuePayment",
  "cancelDraft",
  // Best available holds in the caller's draft (its cookie), as addSpace does.
  "holdBestAvailable",
  // The customer's booking behind the link in their confirmation (a 256-bit capability, like a renewal's).
  "myBooking",
  "cancelMyBooking",
  "myBookingCancelPreview",
  // A booking's state without personal data, by its id alone (a random uuid, as its result URL carries it).
  "bookingState",
  // The waiting list: anyone may join a sold-out date; an offer's link and a confirmation link are 256-bit capabilities
  // (as 'my booking').
  "joinWaitingList",
  "queueStatus",
  "joinQueue",
  "claimQueueAdmission",
  "useQueuePass",
  "confirmWaitingList",
  "waitingListOffer",
  "renewal",
  "renewalPayment",
  "renew",
  "changeRenewalPaymentMethod",
  "login",
  "logout",
  // Season tickets, codes and per-buyer caps (issue 38): visitors' reads and the draft-cookie booking flow.
  "series",
  "eventSeries",
  "seriesOccupancy",
  "holdSeries",
  "seriesOrder",
  "removeSeriesPlace",
  "cancelSeriesOrder",
  "seriesOrderResult",
  "confirmSeriesOrder",
  "cancelSeriesOrderPayment",
  "paySeriesOrder",
  "continueSeriesOrderPayment",
  "applyVoucher",
  "removeVoucher",
  "applySeriesVoucher",
  "removeSeriesVoucher",
  "confirmBuyerEmail",
]);

/** Fields that need a signed-in user but no permission. */
const LOGIN_ONLY = new Set(["changePassword", "myApiTokens", "createApiToken", "revokeApiToken"]);

interface Operation {
  kind: "query" | "mutation";
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A dummy value of an input type: required input-object fields filled recursively, lists empty. */
function dummyValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = dummyValue(field.type);
    }
    return value;
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isScalarType(inner)) {
    switch (inner.name) {
      case "ID":
        return randomUUID();
      case "String":
        return "x";
      case "Int":
        return 1;
      case "Float":
        return 1.5;
      case "Boolean":
        return true;
      default:
        if (/date|time/i.test(inner.name)) return new Date().toISOString();
        return "x";
    }
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

function operationFor(kind: Operation["kind"], field: GraphQLField<unknown, unknown>): Operation {
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    definitions.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
    // An argument that must be an e-mail address (or a calendar day) gets one, so that the administrator's probe is a valid call.
    const text = String(arg.type) === "String!";
    variables[arg.name] =
      text && arg.name === "email" ? "probe@example.com" : text && ["from", "to"].includes(arg.name) ? "2030-01-01" : dummyValue(arg.type);
  }
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  const query = `${kind} Probe${definitions.length ? `(${definitions.join(", ")})` : ""} { ${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection} }`;
  return { kind, field: field.name, query, variables };
}

function protectedOperations(schema: GraphQLSchema): Operation[] {
  const roots: Array<[Operation["kind"], GraphQLObjectType | null | undefined]> = [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter((field) => !PUBLIC.has(field.name))
      .map((field) => operationFor(kind, field)),
  );
}

let app: BookingTestApp;
let live: GraphQLSchema;
let operations: Operation[];

/** What must not change when every protected operation is refused. */
async function snapshot() {
  return {
    users: await app.query(`SELECT id, email, password_hash, updated_at FROM users ORDER BY id`),
    roles: await app.query(`SELECT id, name, description, permissions, updated_at FROM roles ORDER BY id`),
    userRoles: await app.query(`SELECT user_id, role_id FROM user_roles ORDER BY user_id, role_id`),
    apiTokens: await app.query(`SELECT id, revoked_at FROM api_tokens ORDER BY id`),
    bookings: await app.query(`SELECT id, status, updated_at FROM bookings ORDER BY id`),
    settings: await app.query(`SELECT * FROM settings`),
  };
}

beforeAll(async () => {
  app = await startBookingApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" } });
  const introspection = await rawGraphQL<IntrospectionQuery>(app, getIntrospectionQuery());
  if (!introspection.data) throw new Error(`introspection failed: ${JSON.stringify(introspection.errors)}`);
  live = buildClientSchema(introspection.data);
  operations = protectedOperations(live);
});

afterAll(async () => {
  await app?.stop();
});

function outcome(operation: Operation, answer: GraphQLAnswer<Record<string, unknown>>) {
  return {
    field: operation.field,
    code: errorCode(answer),
    data: answer.data?.[operation.field] ?? null,
    errors: answer.errors?.length ?? 0,
  };
}

describe("every non-public Query and Mutation field is enforced on the server", () => {
  it("the PUBLIC list names real fields, and the protected set is derived from the running schema", () => {
    const rootFields = [...Object.keys(live.getQueryType()!.getFields()), ...Object.keys(live.getMutationType()!.getFields())];
    for (const name of PUBLIC) expect(rootFields, name).toContain(name);
    for (const name of LOGIN_ONLY) expect(rootFields, name).toContain(name);
    const fields = operations.map((operation) => operation.field);
    // Sanity: the admin fields known today are among them (the list itself comes from the schema).
    for (const name of [
      "users",
      "user",
      "roles",
      "role",
      "permissions",
      "bookings",
      "booking",
      "createUser",
      "updateUser",
      "setUserPassword",
      "deleteUser",
      "createRole",
      "updateRole",
      "deleteRole",
      "apiTokens",
      "revokeUserApiToken",
    ]) {
      expect(fields, name).toContain(name);
    }
  });

  it("anonymous (with a valid anonymous CSRF token for mutations): every one answers UNAUTHENTICATED and writes nothing", async () => {
    const before = await snapshot();
    const client = new GraphQLClient(app.url);
    await client.authenticate();
    const outcomes = [];
    for (const operation of operations)
      outcomes.push(outcome(operation, await client.op<Record<string, unknown>>(operation.query, operation.variables)));
    expect(outcomes).toEqual(operations.map((operation) => ({ field: operation.field, code: "UNAUTHENTICATED", data: null, errors: 1 })));
    expect(await snapshot()).toEqual(before);
  });

  it("a signed-in user whose only role has no permissions: FORBIDDEN for every field needing a permission, nothing written", async () => {
    const user = await insertUser(app, { permissions: [] });
    const client = await signIn(app, user.email, user.password);
    const before = await snapshot();
    const needingPermission = operations.filter((operation) => !LOGIN_ONLY.has(operation.field));
    expect(needingPermission.length).toBeGreaterThanOrEqual(14);
    const outcomes = [];
    for (const operation of needingPermission)
      outcomes.push(outcome(operation, await client.op<Record<string, unknown>>(operation.query, operation.variables)));
    expect(outcomes).toEqual(needingPermission.map((operation) => ({ field: operation.field, code: "FORBIDDEN", data: null, errors: 1 })));
    expect(await snapshot()).toEqual(before);
  });

  it("the same refusals through an API token of that user (Bearer, no CSRF)", async () => {
    const user = await insertUser(app, { permissions: [] });
    const client = await signIn(app, user.email, user.password);
    const created = await client.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "probe") { token } }`);
    const token = created.data!.createApiToken.token;
    const before = await snapshot();
    const needingPermission = operations.filter((operation) => !LOGIN_ONLY.has(operation.field));
    const outcomes = [];
    for (const operation of needingPermission) {
      outcomes.push(
        outcome(
          operation,
          await rawGraphQL<Record<string, unknown>>(app, operation.query, operation.variables, { authorization: `Bearer ${token}` }),
        ),
      );
    }
    expect(outcomes).toEqual(needingPermission.map((operation) => ({ field: operation.field, code: "FORBIDDEN", data: null, errors: 1 })));
    expect(await snapshot()).toEqual(before);
  });

  it("the generated operations are valid: the administrator gets past authorization on every read", async () => {
    const admin = await signIn(app, "admin@example.com", "test-admin-password");
    const reads = operations.filter((operation) => operation.kind === "query");
    const outcomes = [];
    for (const operation of reads)
      outcomes.push(outcome(operation, await admin.op<Record<string, unknown>>(operation.query, operation.variables)).code);
    for (const code of outcomes)
      expect(["UNAUTHENTICATED", "FORBIDDEN", "GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT"]).not.toContain(code);
  });
});

/** Attempts to gain, or give away, more than the caller holds (escalation.int-spec.ts has each with its message). */
function escalationAttempts(
  actor: { id: string; roleId: string },
  ids: { admin: string; adminRole: string; plain: string; events: string; empty: string },
) {
  const updateUser = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`;
  const updateRole = `mutation ($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }`;
  const everything = { name: "Everything", permissions: [...ALL_PERMISSIONS] };
  return {
    ownRolesAdministrator: [updateUser, { id: actor.id, input: { roleIds: [ids.adminRole] } }],
    ownRolesWidened: [updateUser, { id: actor.id, input: { roleIds: [actor.roleId, ids.events] } }],
    othersRolesAdministrator: [updateUser, { id: ids.plain, input: { roleIds: [ids.adminRole] } }],
    createAdministrator: [
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      { input: { email: "escalated@example.com", password: "long-enough-password", roleIds: [ids.adminRole] } },
    ],
    administratorsPassword: [
      `mutation ($id: ID!, $password: String!) { setUserPassword(id: $id, password: $password) }`,
      { id: ids.admin, password: "taken-over-password" },
    ],
    administratorsEmail: [updateUser, { id: ids.admin, input: { email: "taken-over@example.com" } }],
    administratorsRoles: [updateUser, { id: ids.admin, input: { roleIds: [] } }],
    deleteAdministrator: [`mutation ($id: ID!) { deleteUser(id: $id) }`, { id: ids.admin }],
    widenOwnRole: [updateRole, { id: actor.roleId, input: everything }],
    deleteOwnRole: [`mutation ($id: ID!) { deleteRole(id: $id) }`, { id: actor.roleId }],
    createRoleWithEverything: [`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, { input: everything }],
    widenOthersRole: [updateRole, { id: ids.empty, input: everything }],
    stripAdministratorRole: [updateRole, { id: ids.adminRole, input: { name: "Administrator", permissions: ["administer_events"] } }],
    deleteAdministratorRole: [`mutation ($id: ID!) { deleteRole(id: $id) }`, { id: ids.adminRole }],
  } satisfies Record<string, [string, Record<string, unknown>]>;
}

describe("no escalation through users and roles administration", () => {
  it("administrators of users, of roles and of both, by session and by API token: every attempt FORBIDDEN, nothing written", async () => {
    const [adminRow] = await app.query<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const events = await insertRole(app, ["administer_events"]);
    const empty = await insertRole(app, []);
    const plain = await insertUser(app, { roleIds: [empty] });
    const ids = { admin: adminRow!.id, adminRole: await administratorRoleId(app), plain: plain.id, events, empty };
    type Call = (query: string, variables: Record<string, unknown>) => Promise<GraphQLAnswer<Record<string, unknown>>>;
    const callers: Array<{ name: string; actor: { id: string; roleId: string }; call: Call }> = [];
    for (const [name, permissions] of [
      ["users", ["administer_users"]],
      ["roles", ["administer_roles"]],
      ["usersAndRoles", ["administer_users", "administer_roles"]],
    ] as const) {
      const user = await insertUser(app, { permissions });
      const actor = { id: user.id, roleId: user.roleIds[0]! };
      const client = await signIn(app, user.email, user.password);
      await client.ensureCsrf();
      callers.push({ name: `${name} (session)`, actor, call: (query, variables) => client.op(query, variables) });
      if (name === "usersAndRoles") continue;
      const created = await client.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "probe") { token } }`);
      const token = created.data!.createApiToken.token;
      callers.push({
        name: `${name} (token)`,
        actor,
        call: (query, variables) => rawGraphQL(app, query, variables, { authorization: `Bearer ${token}` }),
      });
    }
    const before = await snapshot();
    const outcomes: Record<string, Record<string, string | undefined>> = {};
    const expected: Record<string, Record<string, string>> = {};
    for (const { name, actor, call } of callers) {
      outcomes[name] = {};
      expected[name] = {};
      for (const [attempt, [query, variables]] of Object.entries(escalationAttempts(actor, ids))) {
        outcomes[name]![attempt] = errorCode(await call(query, variables)) ?? "OK";
        expected[name]![attempt] = "FORBIDDEN";
      }
    }
    expect(callers).toHaveLength(5);
    expect(outcomes).toEqual(expected);
    expect(await snapshot()).toEqual(before);
  });
});
