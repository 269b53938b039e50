import type { FastifyRequest, preParsingHookHandler, preValidationHookHandler } from "fastify";
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
export function graphqlBodyHooks(services: Services): { preParsing: preParsingHookHandler; preValidation: preValidationHookHandler } {
  // Callbacks, not async functions: every GraphQL request passes them, and only a large body waits for anything.
  return {
    preParsing(request, reply, payload, done) {
      const length = Number(request.headers["content-length"]);
      // A plain body within its announced length needs nothing more: Fastify refuses one that sends other than it announces.
      if (length <= BODY_LIMIT_BYTES && request.headers["content-encoding"] === undefined) return done(null, payload);
      if (!(length > BODY_LIMIT_BYTES)) return done(null, limitedBody(request, reply, payload, BODY_LIMIT_BYTES));
      mayMarkPlaces(services, request).then(
        (allowed) => {
          if (!allowed) return done(tooLarge(), undefined);
          (request as MarkingRequest)[MARKING] = true;
          done(null, payload);
        },
        (error: Error) => done(error, undefined),
      );
    },
    preValidation(request, _reply, done) {
      done((request as MarkingRequest)[MARKING] && !marksPlacesOnly(request.body) ? tooLarge() : undefined);
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
