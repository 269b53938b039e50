import type { FastifyRequest, preParsingAsyncHookHandler, preValidationAsyncHookHandler } from "fastify";
import { Kind, parse } from "graphql";
import { authorize } from "../modules/access/authorization.js";
import { createContext } from "./context.js";
import { BODY_LIMIT_BYTES } from "./limits.js";
import { httpError, limitedBody } from "./request-body.js";
import type { Services } from "./services.js";

/**
 * The largest body of one operation: markPlanPlaces (issue 35). The editor sends the elements picked by a lasso,
 * and names and capacities given to many places at once, as lists of element indices: 20,000 places picked, each
 * named and given a capacity, is about 1.6 MB of JSON (a picked index about 6 bytes, a name or capacity about 40),
 * well past BODY_LIMIT_BYTES, which a 20,000-index pick alone (about 120 KB) already is.
 */
export const PLACE_MARKING_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

const MARKING = Symbol("marksPlaces");
type MarkingRequest = FastifyRequest & { [MARKING]?: boolean };
const tooLarge = () => httpError(413, "request entity too large");

/**
 * The body of a GraphQL request over HTTP (the /graphql route's bodyLimit is PLACE_MARKING_BODY_LIMIT_BYTES): within
 * BODY_LIMIT_BYTES, except that a body announced larger (Content-Length) from a caller who may mark places
 * (administer_plans, with the CSRF header for a session) is read up to the route's limit and then refused (413) unless
 * its document is markPlanPlaces alone. Anyone else's large body is refused before it is read: parsing 4 MB of JSON and
 * walking its values costs the event loop over a second. A body without a length, or compressed into one within the
 * limit, is read by the usual limit.
 */
export function graphqlBodyHooks(services: Services): {
  preParsing: preParsingAsyncHookHandler;
  preValidation: preValidationAsyncHookHandler;
} {
  return {
    async preParsing(request, reply, payload) {
      const length = Number(request.headers["content-length"]);
      if (!(length > BODY_LIMIT_BYTES)) return limitedBody(request, reply, payload, BODY_LIMIT_BYTES);
      if (!(await mayMarkPlaces(services, request))) throw tooLarge();
      (request as MarkingRequest)[MARKING] = true;
      return payload;
    },
    async preValidation(request) {
      if ((request as MarkingRequest)[MARKING] && !marksPlacesOnly(request.body)) throw tooLarge();
    },
  };
}

/** Whether the caller may mark a plan's places: signed in (or an API token) with administer_plans, and past CSRF. */
async function mayMarkPlaces(services: Services, request: FastifyRequest): Promise<boolean> {
  const context = await createContext(services, request, undefined, "en");
  if (!context.csrfValid) return false;
  try {
    authorize(context.identity, ["administer_plans"]);
    return true;
  } catch {
    return false;
  }
}

/** Whether a request body is one mutation (with any fragments) whose only root field is markPlanPlaces. */
function marksPlacesOnly(body: unknown): boolean {
  const query = body && typeof body === "object" && !Array.isArray(body) ? (body as { query?: unknown }).query : undefined;
  if (typeof query !== "string" || query.length > BODY_LIMIT_BYTES) return false;
  try {
    const operations = parse(query, { maxTokens: 10_000 }).definitions.filter((definition) => definition.kind !== Kind.FRAGMENT_DEFINITION);
    const [operation] = operations;
    if (operations.length !== 1 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== "mutation") return false;
    const fields = operation.selectionSet.selections;
    return fields.length === 1 && fields[0]!.kind === Kind.FIELD && fields[0]!.name.value === "markPlanPlaces";
  } catch {
    return false;
  }
}
