import * as z from "zod/mini";
import { NAMED_ANSWERS, NAMED_INPUTS } from "../common/api-schema.js";
import { CSRF_HEADER } from "../modules/access/csrf.js";
import { SESSION_COOKIE_NAME } from "../modules/access/access.http.js";
import type { DocumentAnswer, RestRoute } from "./rest-route.js";

/** The path the document is served at. */
export const OPENAPI_PATH = "/api/openapi.json";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** How each group of operations is introduced in the document. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Access: "The CSRF token, sign-in and sign-out.",
  Settings: "The site's languages and settings.",
  Pricing: "Ticket types, addons and payment methods.",
  Plans: "Plans (maps) of spaces, their SVG drawing and space types.",
  Events: "Published events with their occasions.",
  Occasions: "One occasion with its occupancy and prices, and the compact occupancy for pollers.",
  Drafts: "A visitor's booking being made: book, hold places, edit tickets, check out and pay (SPEC section 7).",
  Vouchers: "Voucher codes on drafts and season ticket orders, and campaigns' codes and places.",
  Queue: "A date's waiting room.",
  Series: "Series (season tickets) and their occupancy.",
  "Season tickets": "Season ticket orders: hold places on every date, check out and pay.",
  Exports: "Bookings, guest lists, tickets and sales reports as files.",
  Dictionaries: "Translation dictionaries merged over the bundled ones.",
  Documentation: "This document.",
};

/** What the path parameters of the same name are, unless a route says otherwise. */
const PATH_PARAMETERS: Record<string, string> = {
  uuid: "The draft's id (from POST /api/occasions/{occasionId}/book); its cookie goes with it.",
  spaceId: "The space's id.",
  ticketId: "The ticket's id.",
  occasionId: "The occasion's id.",
  eventId: "The event's id.",
  planId: "The plan's id.",
  seriesId: "The series' id.",
  orderUuid: "The season ticket order's id (from POST /api/series/{seriesId}/hold); its cookie goes with it.",
  campaignId: "The voucher campaign's id.",
};

/** `/drafts/:uuid` -> `/api/drafts/{uuid}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, "{$1}")}`;
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** A stable operation id from the method and path: `postDraftsByUuidSpacesBySpaceId`. */
function operationId(route: RestRoute): string {
  const words = route.path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `by-${segment.slice(1)}` : segment))
    .join("-")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function isDocument(answer: unknown): answer is DocumentAnswer {
  return typeof answer === "object" && answer !== null && "media" in answer && "description" in answer;
}

/** A JSON Schema from zod's, without the keywords a component does not carry. */
function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** A refusal: the translated message as plain text (DESIGN section 6), with Retry-After where the caller should wait. */
function refusal(description: string, retryAfter = false): Record<string, unknown> {
  return {
    description,
    content: { "text/plain": { schema: { $ref: "#/components/schemas/Refusal" } } },
    ...(retryAfter ? { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of the REST facade, made from the routes' own declarations: the schemas app/rest.ts parses
 * their input with, and the schemas of their answers that integration tests validate every answer against.
 */
export function openApiDocument(routes: readonly RestRoute[], version: string): Record<string, unknown> {
  // Requests are described as they are taken in, answers as they are sent (an object's unknown keys are refused).
  const answers = z.registry<{ id: string }>();
  const requests = z.registry<{ id: string }>();
  for (const [schema, name] of NAMED_ANSWERS) answers.add(schema, { id: name });
  for (const [schema, name] of NAMED_INPUTS) requests.add(schema, { id: name });
  const answerRef = (schema: z.ZodMiniType, id: string) => {
    if (!answers.has(schema)) answers.add(schema, { id });
    return { $ref: `#/components/schemas/${answers.get(schema)!.id}` };
  };
  const requestRef = (schema: z.ZodMiniType, id: string) => {
    if (!requests.has(schema)) requests.add(schema, { id });
    return { $ref: `#/components/schemas/${requests.get(schema)!.id}` };
  };
  const paths: Record<string, Record<string, Operation>> = {};
  const queryParameters: Array<{ list: Array<Record<string, unknown>>; shape: Record<string, z.ZodMiniType> }> = [];

  for (const route of routes) {
    const id = operationId(route);
    const parameters: Array<Record<string, unknown>> = pathParameterNames(route.path).map((name) => ({
      name,
      in: "path",
      required: true,
      description: route.params?.[name] ?? PATH_PARAMETERS[name] ?? "The record's id.",
      schema: { type: "string" },
    }));
    if (route.language !== false) parameters.push({ $ref: "#/components/parameters/Language" });
    if (route.query) queryParameters.push({ list: parameters, shape: route.query });

    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(route.answers ?? {})) {
      if (answer === null || answer === undefined) responses[status] = { description: "Done; nothing to answer." };
      else if (isDocument(answer)) responses[status] = { description: answer.description, content: { [answer.media]: {} } };
      else
        responses[status] = {
          description: status === "201" ? "Made." : "The answer.",
          content: { "application/json": { schema: answerRef(answer, `${id}Answer${status === "200" ? "" : status}`) } },
        };
    }
    // Every read is tagged and revalidated but the files made for downloading.
    const revalidated = route.method === "get" && Object.values(route.answers ?? {}).every((answer) => !isDocument(answer) || !answer.file);
    if (revalidated) {
      responses["304"] = { description: "Not modified: the ETag the caller sent in If-None-Match is current." };
      const ok = responses["200"] as { headers?: unknown } | undefined;
      if (ok) ok.headers = { ETag: { $ref: "#/components/headers/ETag" } };
    }
    const stateChanging = route.method !== "get";
    responses["400"] = refusal("Input refused: a malformed id, body or query, or one line of `field: message` per field.");
    if (route.permissions) {
      responses["401"] = refusal("Not signed in (or an unknown API token).");
      const which = `${route.anyPermission ? "Holds none of" : "Lacks one of"} the permissions ${route.permissions.join(", ")}`;
      responses["403"] = refusal(`${which}${stateChanging ? ", or no valid X-CSRF-Token" : ""}.`);
    } else if (stateChanging) responses["403"] = refusal("No valid X-CSRF-Token.");
    for (const [status, description] of Object.entries(route.refusals ?? {})) {
      const before = responses[status] as { description: string } | undefined;
      responses[status] = refusal(before ? `${before.description} ${description}` : description, status === "429");
    }
    responses["429"] ??= { $ref: "#/components/responses/TooManyRequests" };
    responses["4XX"] = { $ref: "#/components/responses/Refused" };
    responses["503"] = { $ref: "#/components/responses/Unavailable" };
    responses["5XX"] = { $ref: "#/components/responses/Failed" };

    const operation: Operation = {
      operationId: id,
      summary: route.summary,
      tags: [route.tag],
      ...(route.permissions ? { description: `Needs ${route.anyPermission ? "any of" : "all of"}: ${route.permissions.join(", ")}.` } : {}),
      parameters,
      security: security(route),
      responses,
    };
    if (route.body === "svg") operation.requestBody = { required: true, content: { "image/svg+xml": { schema: { type: "string" } } } };
    else if (route.body) {
      operation.requestBody = {
        required: false,
        content: { "application/json": { schema: requestRef(route.body, `${id}Body`) } },
      };
    }
    (paths[openApiPath(route.path)] ??= {})[route.method] = operation;
  }

  const answerSchemas = z.toJSONSchema(answers, {
    target: "draft-2020-12",
    io: "output",
    uri: (name) => `#/components/schemas/${name}`,
  }).schemas;
  const requestSchemas = z.toJSONSchema(requests, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    uri: (name) => `#/components/schemas/${name}`,
  }).schemas;
  // Query parameters one by one, as their object's properties are described.
  for (const { list, shape } of queryParameters) {
    const object = clean(z.toJSONSchema(z.object(shape), { target: "draft-2020-12", io: "input", unrepresentable: "any" }));
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      const { description, ...rest } = schema;
      list.push({ name, in: "query", required: required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  const schemas: Record<string, JsonSchema> = {
    Refusal: {
      type: "string",
      description: "Why, in the request's language; a 400 for input lists one `field: message` per line.",
    },
  };
  for (const [name, schema] of Object.entries({ ...requestSchemas, ...answerSchemas })) schemas[name] = clean(schema as JsonSchema);

  return {
    openapi: "3.1.0",
    info: {
      title: "Seat booking REST facade",
      version,
      description:
        "The REST facade under /api (SPEC section 7) on the same services as GraphQL at /graphql. JSON in and out with " +
        "the specification's field names, lists as bare arrays, the language as `?lng=`; refusals are plain text in " +
        "that language. State-changing calls need the X-CSRF-Token header from GET /api/authenticate (a browser " +
        "session), or an API token as a Bearer token instead. Generated from the schemas the server validates with.",
    },
    servers: [{ url: "/", description: "This server." }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      schemas,
      parameters: {
        Language: {
          name: "lng",
          in: "query",
          required: false,
          description: "The answer's language (en, fi, sv, or another the venue enabled); else Accept-Language, else the default.",
          schema: { type: "string" },
        },
      },
      responses: {
        TooManyRequests: refusal("Too many requests: wait as Retry-After says.", true),
        Refused: refusal("Another refusal (404 for a record that is not there, 409 for a conflict, 422 for input the rules refuse)."),
        Unavailable: refusal("The database is out of reach or busy: try again after Retry-After.", true),
        Failed: refusal("The server's own failure, answered without internals."),
      },
      headers: {
        ETag: { description: "The answer's entity tag, for If-None-Match.", schema: { type: "string" } },
        RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "string" } },
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE_NAME,
          description: "The HttpOnly session cookie that POST /api/login sets.",
        },
        csrf: {
          type: "apiKey",
          in: "header",
          name: "X-CSRF-Token",
          description: `The token GET /api/authenticate answers (also mirrored in a cookie): every state-changing call of a browser sends it as ${CSRF_HEADER}.`,
        },
        apiToken: {
          type: "http",
          scheme: "bearer",
          description: "A personal API token (made in the admin's account page); needs no CSRF header.",
        },
      },
    },
  };
}

/** Who may call: anyone (reads), anyone with the CSRF token (a visitor's changes), or a user with permissions. */
function security(route: RestRoute): Array<Record<string, string[]>> {
  const stateChanging = route.method !== "get";
  if (route.session === false) return [{}];
  if (route.permissions) return [stateChanging ? { session: [], csrf: [] } : { session: [] }, { apiToken: [] }];
  return stateChanging ? [{ csrf: [] }, { apiToken: [] }] : [{}, { session: [] }, { apiToken: [] }];
}
