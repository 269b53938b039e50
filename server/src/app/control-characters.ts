import type { onRequestAsyncHookHandler } from "fastify";
import { Kind, parse, visit } from "graphql";
import { hasControlCharacter } from "../common/control-characters.js";
import { validationFailed, type DomainError } from "../common/errors.js";
import { answerError } from "./request-errors.js";
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

/**
 * The field of a request's query string holding a control character. Only a query with a percent-escape or such a
 * character itself is parsed and walked: a control character can reach the parsed query no other way.
 */
export function queryField(url: string, query: unknown): string | null {
  const mark = url.indexOf("?");
  if (mark < 0) return null;
  const raw = url.slice(mark + 1);
  if (!raw.includes("%") && !hasControlCharacter(raw)) return null;
  return controlCharacterField(query, "query");
}

/**
 * The query string of a route that reads no body of its own (the client's pages and files, the payment providers'
 * returns): a plain-text 400 in `?lng=`'s language, as a Fastify hook.
 */
export function refuseControlCharactersInQuery(services: Services): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const field = queryField(request.url, request.query);
    if (!field) return;
    await answerError(services, refusal(field), request, reply);
    return reply;
  };
}

export function refusal(field: string): DomainError {
  return validationFailed({ [field]: "validation.controlCharacters" });
}
