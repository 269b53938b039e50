/**
 * Simulated browsers for the booking tests: each keeps its own cookie jar (csrf_token, draft_secret,
 * session from Set-Cookie), fetches /api/authenticate for the CSRF token and sends X-CSRF-Token on every
 * state-changing call, like the client's Apollo link and fetch wrapper do. One speaks REST (SPEC
 * section 7 paths and field names), the other GraphQL (the schema's mutations).
 *
 * Every /api answer they receive is checked against the app's OpenAPI document (helpers/openapi-check.ts, from
 * test/setup.ts), so a REST test fails on an answer the document does not describe.
 *
 * Node's global fetch (undici) opens as many connections per origin as there are requests in flight,
 * so hundreds of concurrent browsers really hit the server concurrently.
 */
import { randomBytes } from "node:crypto";

let addressCounter = 0;

/** A distinct client address (X-Forwarded-For; the test app trusts the proxy), so rate limits are per browser. */
export function newClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Cookies of one browser, from Set-Cookie headers (path / expiry ignored: everything is path=/). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      const expired = /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
  }
}

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON when the answer is JSON, else undefined. */
  body: T;
}

export interface CallOptions {
  /** Send the X-CSRF-Token header (default: true for state-changing methods). */
  csrf?: boolean;
  /** Override the token sent in X-CSRF-Token. */
  csrfToken?: string;
  /** Send the cookie jar (default true). */
  cookies?: boolean;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** One browser: a cookie jar, a CSRF token from /api/authenticate, and its own client address. */
export class Browser {
  readonly jar = new CookieJar();
  csrfToken: string | undefined;
  readonly address: string;

  constructor(
    readonly baseUrl: string,
    options: { address?: string } = {},
  ) {
    this.address = options.address ?? newClientAddress();
  }

  /** GET /api/authenticate: keeps the csrf_token cookie and the token the client stores. */
  async authenticate(): Promise<string> {
    const answer = await this.fetch<{ csrfToken: string }>("GET", "/api/authenticate");
    if (answer.status !== 200 || !answer.body?.csrfToken) throw new Error(`authenticate answered ${answer.status}: ${answer.text}`);
    this.csrfToken = answer.body.csrfToken;
    return this.csrfToken;
  }

  async ensureCsrf(): Promise<void> {
    if (!this.csrfToken) await this.authenticate();
  }

  /** A raw request with this browser's cookies and address. */
  async fetch<T = unknown>(method: string, path: string, init: { body?: unknown; options?: CallOptions } = {}): Promise<HttpAnswer<T>> {
    const options = init.options ?? {};
    const headers: Record<string, string> = { "x-forwarded-for": this.address, ...options.headers };
    if (options.cookies !== false && this.jar.cookies.size > 0) headers.cookie = this.jar.header();
    const sendCsrf = options.csrf ?? method !== "GET";
    const token = options.csrfToken ?? this.csrfToken;
    if (sendCsrf && token !== undefined) headers["x-csrf-token"] = token;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: "manual" });
    this.jar.store(response.headers);
    const text = await response.text();
    let parsed: unknown;
    if ((response.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, text, body: parsed as T };
  }

  get draftSecret(): string | undefined {
    return this.jar.get("draft_secret");
  }
}

// ---------------------------------------------------------------------------------------------------
// REST (SPEC section 7)
// ---------------------------------------------------------------------------------------------------

export interface RestTicket {
  id: string;
  space_id: string;
  ticket_type_id: string;
  price: number;
  vat: number;
  addons: Array<{ addonId: string; price: number; vat: number }>;
  total: number;
}

export interface RestSummary {
  total: number;
  requirePayment: boolean;
  byTicketType: Array<{ ticketTypeId: string; name: string; amount: number; total: number; price: number; tickets: string[] }>;
  byAddon: Array<{ addonId: string; name: string; amount: number; total: number; rate: number }>;
  byVat: Array<{ rate: number; amount: number; vat: number }>;
  /** Cents a voucher took off the list prices (issue 38). */
  discount: number;
}

export interface RestDraft {
  uuid: string;
  occasion_id: string;
  payment_method_id: string | null;
  status: string;
  expiresAt: string | null;
  tickets: RestTicket[];
  client: Record<string, string | null>;
  summary: RestSummary;
}

export interface PaymentSubmissionJson {
  action: string;
  fields: Record<string, string>;
  method: string;
}

export interface CheckoutForm {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  identity_number?: string | null;
  message?: string | null;
  payment_method_id?: string | null;
  terms_accepted?: boolean | string | null;
  [key: string]: unknown;
}

export const VALID_CLIENT = {
  firstname: "Aino",
  lastname: "Virtanen",
  email: "aino.virtanen@example.fi",
  phone: "+358 40 123 4567",
} as const;

/** A browser using the REST facade. `uuid` is its current draft (set by `book`). */
export class RestClient extends Browser {
  uuid: string | undefined;

  private lng(language: string | undefined): string {
    return language ? `?lng=${encodeURIComponent(language)}` : "";
  }

  private draftUuid(uuid: string | undefined): string {
    const value = uuid ?? this.uuid;
    if (!value) throw new Error("no draft: call book first");
    return value;
  }

  /** POST /api/occasions/{id}/book (fetches the CSRF token first when it has none). */
  async book(occasionId: string, options: CallOptions & { language?: string } = {}): Promise<HttpAnswer<RestDraft>> {
    if (options.csrf !== false) await this.ensureCsrf();
    const answer = await this.fetch<RestDraft>("POST", `/api/occasions/${occasionId}/book${this.lng(options.language)}`, { options });
    if (answer.status === 201) this.uuid = answer.body.uuid;
    return answer;
  }

  /** book that must succeed. */
  async bookOk(occasionId: string): Promise<RestDraft> {
    const answer = await this.book(occasionId);
    if (answer.status !== 201) throw new Error(`book answered ${answer.status}: ${answer.text}`);
    return answer.body;
  }

  getDraft(uuid?: string, options: CallOptions & { language?: string } = {}): Promise<HttpAnswer<RestDraft>> {
    return this.fetch<RestDraft>("GET", `/api/drafts/${this.draftUuid(uuid)}${this.lng(options.language)}`, { options });
  }

  addSpace(spaceId: string, options: CallOptions & { uuid?: string; language?: string } = {}): Promise<HttpAnswer<RestTicket>> {
    return this.fetch<RestTicket>("POST", `/api/drafts/${this.draftUuid(options.uuid)}/spaces/${spaceId}${this.lng(options.language)}`, {
      options,
    });
  }

  async addSpaceOk(spaceId: string): Promise<RestTicket> {
    const answer = await this.addSpace(spaceId);
    if (answer.status !== 201) throw new Error(`addSpace answered ${answer.status}: ${answer.text}`);
    return answer.body;
  }

  updateTicket(
    ticketId: string,
    body: Record<string, unknown>,
    options: CallOptions & { uuid?: string; language?: string } = {},
  ): Promise<HttpAnswer<RestTicket>> {
    return this.fetch<RestTicket>("PUT", `/api/drafts/${this.draftUuid(options.uuid)}/tickets/${ticketId}${this.lng(options.language)}`, {
      body,
      options,
    });
  }

  removeTicket(
    ticketId: string,
    options: CallOptions & { uuid?: string; language?: string } = {},
  ): Promise<HttpAnswer<RestDraft | undefined>> {
    return this.fetch<RestDraft | undefined>(
      "DELETE",
      `/api/drafts/${this.draftUuid(options.uuid)}/tickets/${ticketId}${this.lng(options.language)}`,
      { options },
    );
  }

  initiatePayment(form: CheckoutForm, options: CallOptions & { uuid?: string; language?: string } = {}): Promise<HttpAnswer<RestDraft>> {
    return this.fetch<RestDraft>("POST", `/api/drafts/${this.draftUuid(options.uuid)}/payment${this.lng(options.language)}`, {
      body: form,
      options,
    });
  }

  cancelPayment(options: CallOptions & { uuid?: string; language?: string } = {}): Promise<HttpAnswer<RestDraft>> {
    return this.fetch<RestDraft>("DELETE", `/api/drafts/${this.draftUuid(options.uuid)}/payment${this.lng(options.language)}`, { options });
  }

  confirm(form: CheckoutForm, options: CallOptions & { uuid?: string; language?: string } = {}): Promise<HttpAnswer<RestDraft>> {
    return this.fetch<RestDraft>("PUT", `/api/drafts/${this.draftUuid(options.uuid)}/confirm${this.lng(options.language)}`, {
      body: form,
      options,
    });
  }

  pay(options: CallOptions & { uuid?: string; language?: string } = {}): Promise<HttpAnswer<PaymentSubmissionJson>> {
    return this.fetch<PaymentSubmissionJson>("POST", `/api/drafts/${this.draftUuid(options.uuid)}/pay${this.lng(options.language)}`, {
      body: {},
      options,
    });
  }

  cancelDraft(options: CallOptions & { uuid?: string; language?: string } = {}): Promise<HttpAnswer<undefined>> {
    return this.fetch<undefined>("DELETE", `/api/drafts/${this.draftUuid(options.uuid)}${this.lng(options.language)}`, { options });
  }
}

// ---------------------------------------------------------------------------------------------------
// GraphQL
// ---------------------------------------------------------------------------------------------------

export interface GraphQLErrorJson {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string; status?: number; fields?: Record<string, string>; [key: string]: unknown };
}

export interface GraphQLAnswer<T> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors: GraphQLErrorJson[] | undefined;
}

export const TICKET_FIELDS = `id spaceId ticketTypeId price vat total addons { addonId price vat }`;
export const DRAFT_FIELDS = `uuid occasionId status paymentMethodId expiresAt
  tickets { ${TICKET_FIELDS} }
  client { firstname lastname email phone address identityNumber message }
  summary { total requirePayment byTicketType { ticketTypeId name amount total price tickets } byAddon { addonId name amount total rate }
    byVat { rate amount vat } discount }`;

export interface GqlTicket {
  id: string;
  spaceId: string;
  ticketTypeId: string;
  price: number;
  vat: number;
  total: number;
  addons: Array<{ addonId: string; price: number; vat: number }>;
}

export interface GqlDraft {
  uuid: string;
  occasionId: string;
  status: string;
  paymentMethodId: string | null;
  expiresAt: string | null;
  tickets: GqlTicket[];
  client: Record<string, string | null>;
  summary: RestSummary;
}

export interface GqlClientInput {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  identityNumber?: string | null;
  message?: string | null;
}

/** A browser using /graphql. `uuid` is its current draft (set by `book`). */
export class GraphQLClient extends Browser {
  uuid: string | undefined;

  /** POST /graphql; mutations carry X-CSRF-Token (fetched first) unless `csrf: false`. */
  async op<T>(
    query: string,
    variables: Record<string, unknown> = {},
    options: CallOptions & { language?: string } = {},
  ): Promise<GraphQLAnswer<T>> {
    const isMutation = /^\s*mutation\b/.test(query);
    if (isMutation && options.csrf !== false && options.csrfToken === undefined) await this.ensureCsrf();
    const headers: Record<string, string> = { ...options.headers };
    if (options.language) headers["accept-language"] = options.language;
    const answer = await this.fetch<{ data?: T | null; errors?: GraphQLErrorJson[] }>("POST", "/graphql", {
      body: { query, variables },
      options: { ...options, csrf: options.csrf ?? isMutation, headers },
    });
    return { status: answer.status, headers: answer.headers, data: answer.body?.data, errors: answer.body?.errors };
  }

  private draftUuid(uuid: string | undefined): string {
    const value = uuid ?? this.uuid;
    if (!value) throw new Error("no draft: call book first");
    return value;
  }

  async book(occasionId: string, options: CallOptions & { language?: string } = {}): Promise<GraphQLAnswer<{ book: GqlDraft }>> {
    const answer = await this.op<{ book: GqlDraft }>(
      `mutation ($occasionId: ID!) { book(occasionId: $occasionId) { ${DRAFT_FIELDS} } }`,
      { occasionId },
      options,
    );
    if (answer.data?.book) this.uuid = answer.data.book.uuid;
    return answer;
  }

  async bookOk(occasionId: string): Promise<GqlDraft> {
    const answer = await this.book(occasionId);
    if (!answer.data?.book) throw new Error(`book failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.book;
  }

  draft(uuid?: string, options: CallOptions & { language?: string } = {}) {
    return this.op<{ draft: GqlDraft }>(
      `query ($uuid: ID!) { draft(uuid: $uuid) { ${DRAFT_FIELDS} } }`,
      { uuid: this.draftUuid(uuid) },
      options,
    );
  }

  addSpace(spaceId: string, options: CallOptions & { uuid?: string; language?: string } = {}) {
    return this.op<{ addSpace: GqlTicket }>(
      `mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { ${TICKET_FIELDS} } }`,
      { uuid: this.draftUuid(options.uuid), spaceId },
      options,
    );
  }

  updateTicket(
    ticketId: string,
    input: { ticketTypeId?: string | null; addonIds?: string[] | null },
    options: CallOptions & { uuid?: string; language?: string } = {},
  ) {
    return this.op<{ updateTicket: GqlTicket }>(
      `mutation ($uuid: ID!, $ticketId: ID!, $input: UpdateTicketInput!) { updateTicket(uuid: $uuid, ticketId: $ticketId, input: $input) { ${TICKET_FIELDS} } }`,
      { uuid: this.draftUuid(options.uuid), ticketId, input },
      options,
    );
  }

  removeTicket(ticketId: string, options: CallOptions & { uuid?: string; language?: string } = {}) {
    return this.op<{ removeTicket: GqlDraft | null }>(
      `mutation ($uuid: ID!, $ticketId: ID!) { removeTicket(uuid: $uuid, ticketId: $ticketId) { ${DRAFT_FIELDS} } }`,
      { uuid: this.draftUuid(options.uuid), ticketId },
      options,
    );
  }

  initiatePayment(
    input: { client: GqlClientInput; paymentMethodId?: string | null },
    options: CallOptions & { uuid?: string; language?: string } = {},
  ) {
    return this.op<{ initiatePayment: GqlDraft }>(
      `mutation ($uuid: ID!, $input: InitiatePaymentInput!) { initiatePayment(uuid: $uuid, input: $input) { ${DRAFT_FIELDS} } }`,
      { uuid: this.draftUuid(options.uuid), input },
      options,
    );
  }

  cancelPayment(options: CallOptions & { uuid?: string; language?: string } = {}) {
    return this.op<{ cancelPayment: GqlDraft }>(
      `mutation ($uuid: ID!) { cancelPayment(uuid: $uuid) { ${DRAFT_FIELDS} } }`,
      { uuid: this.draftUuid(options.uuid) },
      options,
    );
  }

  confirm(
    input: { client: GqlClientInput; paymentMethodId?: string | null; termsAccepted?: boolean | null },
    options: CallOptions & { uuid?: string; language?: string } = {},
  ) {
    return this.op<{ confirm: GqlDraft }>(
      `mutation ($uuid: ID!, $input: ConfirmInput!) { confirm(uuid: $uuid, input: $input) { ${DRAFT_FIELDS} } }`,
      { uuid: this.draftUuid(options.uuid), input },
      options,
    );
  }

  pay(options: CallOptions & { uuid?: string; language?: string } = {}) {
    return this.op<{ pay: PaymentSubmissionJson }>(
      `mutation ($uuid: ID!) { pay(uuid: $uuid) { action fields method } }`,
      { uuid: this.draftUuid(options.uuid) },
      options,
    );
  }

  cancelDraft(options: CallOptions & { uuid?: string; language?: string } = {}) {
    return this.op<{ cancelDraft: boolean }>(
      `mutation ($uuid: ID!) { cancelDraft(uuid: $uuid) }`,
      { uuid: this.draftUuid(options.uuid) },
      options,
    );
  }
}

/** The single error of a failed GraphQL answer (throws with the answer when there is not exactly one). */
export function onlyError(answer: GraphQLAnswer<unknown>): GraphQLErrorJson {
  if (answer.errors?.length !== 1)
    throw new Error(`expected exactly one GraphQL error, got ${JSON.stringify({ data: answer.data, errors: answer.errors })}`);
  return answer.errors[0]!;
}

/** Runs `task` for every item with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (;;) {
      const index = next++;
      if (index >= items.length) return;
      results[index] = await task(items[index]!, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** A well-formed UUID that no row has. */
export const UNKNOWN_UUID = "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f";

export function randomName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString("hex")}`;
}
