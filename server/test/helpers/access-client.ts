/**
 * Helpers for the access tests (SPEC sections 5 and 6): signed-in GraphQL browsers, users and roles written
 * by SQL (fast: one argon2 hash per distinct password), and small readers of GraphQL errors.
 */
import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "../../src/modules/access/password.js";
import type { BookingTestApp } from "./booking-app.js";
import { GraphQLClient, type GraphQLAnswer, type GraphQLErrorJson } from "./booking-client.js";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "test-admin-password";

export const ALL_PERMISSIONS = [
  "administer_bookings",
  "administer_dictionaries",
  "administer_events",
  "administer_personal_data",
  "administer_plans",
  "administer_roles",
  "administer_settings",
  "administer_space_types",
  "administer_ticket_types",
  "administer_users",
  "administer_vouchers",
  "check_in",
  "refund_bookings",
  "sell_tickets",
] as const;

export const LOGIN_MUTATION = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { csrfToken user { id email permissions } } }`;
export const AUTHENTICATE_QUERY = `query { authenticate { csrfToken user { id email permissions } } }`;

export interface AuthenticationJson {
  csrfToken: string;
  user: { id: string; email: string; permissions: string[] } | null;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The first error of an answer (or undefined). */
export function firstError(answer: GraphQLAnswer<unknown>): GraphQLErrorJson | undefined {
  return answer.errors?.[0];
}

export function errorCode(answer: GraphQLAnswer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

/** A GraphQL browser signed in through the `login` mutation; its csrfToken is the session's. */
export async function signIn(
  app: BookingTestApp,
  email: string,
  password: string,
  options: { address?: string } = {},
): Promise<GraphQLClient & { userId: string }> {
  const client = new GraphQLClient(app.url, options) as GraphQLClient & { userId: string };
  const answer = await client.op<{ login: AuthenticationJson }>(LOGIN_MUTATION, { email, password });
  const login = answer.data?.login;
  if (!login?.user) throw new Error(`login as ${email} failed: ${JSON.stringify(answer.errors)}`);
  client.csrfToken = login.csrfToken;
  client.userId = login.user.id;
  return client;
}

export function signInAdmin(app: BookingTestApp): Promise<GraphQLClient & { userId: string }> {
  return signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** Who the browser is now (GraphQL authenticate). */
export async function whoAmI(client: GraphQLClient): Promise<AuthenticationJson["user"]> {
  const answer = await client.op<{ authenticate: AuthenticationJson }>(AUTHENTICATE_QUERY);
  if (!answer.data?.authenticate) throw new Error(`authenticate failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.authenticate.user;
}

const hashes = new Map<string, Promise<string>>();

function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A role by SQL. */
export async function insertRole(
  app: BookingTestApp,
  permissions: readonly string[],
  name = `Role ${randomBytes(4).toString("hex")}`,
): Promise<string> {
  const [row] = await app.query<{ id: string }>(`INSERT INTO roles (name, description, permissions) VALUES ($1, '', $2) RETURNING id`, [
    name,
    [...permissions],
  ]);
  return row!.id;
}

/**
 * A user by SQL with the given roles; `permissions` (when given) makes a fresh role holding exactly those
 * (an empty array: a role with no permissions at all).
 */
export async function insertUser(
  app: BookingTestApp,
  options: { email?: string; password?: string; permissions?: readonly string[]; roleIds?: string[] } = {},
): Promise<{ id: string; email: string; password: string; roleIds: string[] }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "user-password-1";
  const [row] = await app.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id`, [
    email,
    await cachedHash(password),
  ]);
  const roleIds = [...(options.roleIds ?? [])];
  if (options.permissions) roleIds.push(await insertRole(app, options.permissions));
  for (const roleId of roleIds) await app.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [row!.id, roleId]);
  return { id: row!.id, email, password, roleIds };
}

export async function administratorRoleId(app: BookingTestApp): Promise<string> {
  const [row] = await app.query<{ id: string }>(`SELECT id FROM roles WHERE name = 'Administrator'`);
  if (!row) throw new Error("no Administrator role");
  return row.id;
}

export async function sessionCount(app: BookingTestApp, userId: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [userId]);
  return row!.n;
}

/** A plain POST /graphql with exactly the given headers (no cookies, no CSRF): for Bearer tokens. */
export async function rawGraphQL<T = Record<string, unknown>>(
  app: BookingTestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: { data?: T | null; errors?: GraphQLErrorJson[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${response.status}): ${text}`);
  }
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}
