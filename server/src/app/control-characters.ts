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

const isGraphQL = (req: Request) => req.baseUrl === "/graphql" || req.path === "/graphql";

/**
 * Refuses input with control characters at the edge (DESIGN section 7.1), before any service or the
 * database sees it: 400 with a field error, as GraphQL BAD_USER_INPUT (extensions.fields) on /graphql and
 * as a plain-text `field: message` elsewhere. Checks the query string and whatever body has been parsed
 * where it is mounted (after each body parser); REST path parameters are checked by the REST router.
 */
export function refuseControlCharacters(services: Services): RequestHandler {
  return async (req, res, next) => {
    const graphql = isGraphQL(req);
    const field =
      controlCharacterField(req.query, "query") ?? (graphql ? graphqlRequestField(req) : controlCharacterField(req.body, "body"));
    if (!field) return next();
    const error: DomainError = validationFailed({ [field]: "validation.controlCharacters" });
    res.status(400).set("Cache-Control", "no-store");
    try {
      if (graphql) {
        const language = await services.settings.resolveAcceptLanguage(req.headers["accept-language"]);
        res.json({ errors: [toGraphQLError(error, language).toJSON()] });
      } else {
        const language = await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
        res.type("text/plain").send(toRestError(error, language).body);
      }
    } catch (failure) {
      next(failure);
    }
  };
}
