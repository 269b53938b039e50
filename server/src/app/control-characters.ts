import type { Request, RequestHandler } from "express";
import { Kind, parse, visit } from "graphql";
import { hasControlCharacter } from "../common/control-characters.js";
import { validationFailed, type DomainError } from "../common/errors.js";
import { toGraphQLError, toRestError } from "../modules/i18n/translated-errors.js";
import type { Services } from "./services.js";

/**
 * The name of the first field holding a string with a control character in a parsed body, query string
 * or variables: the last path segment that is a name (`input.client.firstname` -> `firstname`; an array
 * element is named by its array), `root` for a bare value. Keys are checked too. Walked with a stack: a
 * 100 kB JSON body can nest deeper than the call stack.
 */
export function controlCharacterField(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, field] = stack.pop()!;
    if (typeof current === "string") {
      if (hasControlCharacter(current)) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push([item, field]);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) return field;
        stack.push([item, key]);
      }
    }
  }
  return null;
}

/**
 * The field of a string literal with a control character in a GraphQL document (`login(email: "\u0000")`
 * -> `email`; `client: { firstname: "…" }` -> `firstname`), or `query` for raw control characters the
 * document cannot even be parsed with. Only a document with an escape or a raw control character is
 * parsed here; every other one costs one regular-expression scan.
 */
export function graphqlDocumentField(query: string): string | null {
  if (!hasControlCharacter(query) && !query.includes("\\u")) return null;
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    // Apollo answers the syntax error itself, unless a control character is what broke it.
    return hasControlCharacter(query) ? "query" : null;
  }
  const names: string[] = [];
  let found: string | null = null;
  visit(document, {
    enter(node) {
      if (found) return false;
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
      else if (node.kind === Kind.STRING && hasControlCharacter(node.value)) found = names.at(-1) ?? "query";
      return undefined;
    },
    leave(node) {
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.pop();
    },
  });
  return found;
}

/** The field of a GraphQL request (POST body, or GET query string) holding a control character. */
function graphqlRequestField(req: Request): string | null {
  const payloads: unknown[] = Array.isArray(req.body) ? req.body : [req.body ?? {}];
  if (req.method === "GET") payloads.push(req.query);
  for (const payload of payloads) {
    if (payload === null || typeof payload !== "object") continue;
    const { query, variables, operationName } = payload as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof operationName === "string" && hasControlCharacter(operationName)) return "operationName";
    let parsedVariables = variables;
    if (typeof variables === "string") {
      try {
        parsedVariables = JSON.parse(variables);
      } catch {
        parsedVariables = undefined; // Apollo refuses it
      }
    }
    const field = controlCharacterField(parsedVariables, "variables") ?? (typeof query === "string" ? graphqlDocumentField(query) : null);
    if (field) return field;
  }
  return null;
}

/**
 * The field of a request's query string holding a control character. Only a query with a percent-escape or such a
 * character itself is parsed and walked: a control character can reach the parsed query no other way.
 */
export function queryField(req: Request): string | null {
  const mark = req.url.indexOf("?");
  if (mark < 0) return null;
  const raw = req.url.slice(mark + 1);
  if (!raw.includes("%") && !hasControlCharacter(raw)) return null;
  return controlCharacterField(req.query, "query");
}

/**
 * Refuses a GraphQL request with control characters in its query string, operation name, variables or document
 * (DESIGN section 7.1), before any service or the database sees it: 400 BAD_USER_INPUT with the field
 * (extensions.fields). Mounted after the body parser on /graphql; REST checks its input in its own handler
 * (app/rest.ts) and every other route's query string is checked by refuseControlCharactersInQuery: each request once.
 */
export function refuseControlCharactersInGraphQL(services: Services): RequestHandler {
  return async (req, res, next) => {
    const field = queryField(req) ?? graphqlRequestField(req);
    if (!field) return next();
    try {
      const language = await services.settings.resolveAcceptLanguage(req.headers["accept-language"]);
      res.status(400).set("Cache-Control", "no-store");
      res.json({ errors: [toGraphQLError(refusal(field), language).toJSON()] });
    } catch (failure) {
      next(failure);
    }
  };
}

/** The query string of a route that reads no body of its own (the client's pages, the payment providers' returns): a plain-text 400. */
export function refuseControlCharactersInQuery(services: Services): RequestHandler {
  return async (req, res, next) => {
    const field = queryField(req);
    if (!field) return next();
    try {
      const language = await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(toRestError(refusal(field), language).body);
    } catch (failure) {
      next(failure);
    }
  };
}

export function refusal(field: string): DomainError {
  return validationFailed({ [field]: "validation.controlCharacters" });
}
