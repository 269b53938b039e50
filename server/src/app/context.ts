import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE_NAME } from "../modules/access/access.http.js";
import { ANONYMOUS, type Identity } from "../modules/access/access.service.js";
import { CSRF_COOKIE, CSRF_HEADER } from "../modules/access/csrf.js";
import { clientKey } from "../common/client-key.js";
import { QUEUE_VISITOR_COOKIE } from "../modules/booking/process/admission-port.js";
import { requestOrigin } from "../common/public-url.js";
import { cookieJarOf, parseCookieHeader, requestCookies, type AnswerHeaders, type CookieOptions, type RequestCookies } from "./cookies.js";
import { RequestLoaders } from "./request-loaders.js";
import type { Services } from "./services.js";

/** Everything a resolver or REST handler knows about the request. */
export interface RequestContext {
  requestId: string;
  /** Resolved, supported language code. */
  language: string;
  identity: Identity;
  /** A Bearer token was sent but is unknown or revoked: the request is refused with 401. */
  invalidCredentials: boolean;
  /** Whether the request carries a valid X-CSRF-Token (double-submit with the csrf cookie). */
  csrfValid: boolean;
  /** The client's address (X-Forwarded-For only from a trusted proxy, see compileTrust): recorded, never counted. */
  clientAddress: string;
  /** What every per-client limit counts by (clientKey: an IPv6 address by its prefix). */
  clientKey: string;
  services: Services;
  /** Reads memoized for this request: aliases of one plan or occasion cost one load. */
  loaders: RequestLoaders;
  /** The request's cookies (none for a subscription socket). */
  cookies: RequestCookies;
  /** Whether the request came over HTTPS (X-Forwarded-Proto honoured only with TRUST_PROXY). */
  secure: boolean;
  /** Sets a cookie on the answer, once per name however often it is set: the last value wins (none on a subscription socket). */
  setCookie(name: string, value: string, options: CookieOptions): void;
  /** The value this answer sets for cookie `name` so far, if any (e.g. a CSRF token an earlier alias issued). */
  answerCookie(name: string): string | undefined;
  /** The request's User-Agent, recorded with a session. */
  userAgent: string | undefined;
  /** This server's origin as the caller reached it (`https://tickets.example.fi`): payment return URLs without PUBLIC_URL. */
  origin: string | undefined;
}

/** What a context needs of an HTTP request. */
export interface RequestView {
  cookies: RequestCookies;
  /** A header's value; undefined when absent. */
  header(name: string): string | undefined;
  /** The client's address, honouring TRUST_PROXY. */
  ip: string | undefined;
  secure: boolean;
  /** The id the edge gave the request (app/edge.ts). */
  requestId: string | undefined;
  /** The scheme and Host the caller used (X-Forwarded-Proto honoured only with TRUST_PROXY). */
  origin: string | undefined;
  /** The answer's headers, which its cookies are written to through its one CookieJar (cookieJarOf). */
  answer: AnswerHeaders | undefined;
}

/** Builds the context of an HTTP request (none for a subscription socket), language by the caller's rule. */
export function createContext(
  services: Services,
  request: FastifyRequest | undefined,
  reply: FastifyReply | undefined,
  language: string,
): Promise<RequestContext> {
  const view: RequestView | undefined = request && {
    cookies: requestCookies(request.raw),
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    ip: request.ip,
    secure: request.protocol === "https",
    requestId: request.id,
    origin: requestOrigin(request),
    answer: reply?.raw,
  };
  return createContextFrom(services, view, language);
}

/** The context from a request view: identity, CSRF, cookies, client address. */
async function createContextFrom(services: Services, view: RequestView | undefined, language: string): Promise<RequestContext> {
  const cookies = view?.cookies ?? NO_COOKIES;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(view?.header("authorization") ?? "")?.[1];
  const tokenIdentity = bearer ? await services.access.identifyToken(bearer) : null;
  const identity = bearer ? (tokenIdentity ?? ANONYMOUS) : await services.access.identify(cookies[SESSION_COOKIE_NAME]);
  const cookieJar = cookieJarOf(view?.answer);
  return {
    requestId: view?.requestId ?? view?.header("x-request-id") ?? randomUUID(),
    language,
    identity,
    invalidCredentials: Boolean(bearer) && !tokenIdentity,
    // API tokens are not sent by browsers on their own, so they need no CSRF header (DESIGN section 7).
    csrfValid:
      identity.via === "token" ||
      (view ? services.access.csrf.verifyRequest(view.header(CSRF_HEADER), cookies[CSRF_COOKIE], identity.sessionId) : false),
    clientAddress: view?.ip ?? "unknown",
    clientKey: clientKey(view?.ip, services.config.ipv6PrefixLength),
    services,
    loaders: new RequestLoaders(services, language),
    cookies,
    secure: view?.secure ?? false,
    setCookie: (name, value, options) => cookieJar.set(name, value, options),
    answerCookie: (name) => cookieJar.get(name),
    userAgent: view?.header("user-agent"),
    origin: view?.origin,
  };
}

const NO_COOKIES: RequestCookies = Object.freeze({});

/**
 * Whether a subscription socket's upgrade request comes from this site's own pages (Origin, when sent, matches Host):
 * only then are its cookies read.
 */
function fromOwnPages(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The signed-in user of a subscription socket: the session cookie of its upgrade request, only when the
 * request comes from this site's own pages (Origin matches Host; the Lax session cookie is not sent
 * cross-site either). Sockets only subscribe (reads), so they need no CSRF token.
 */
export async function socketIdentity(services: Services, request: IncomingMessage | undefined): Promise<Identity> {
  const cookieHeader = request?.headers.cookie;
  if (!request || !cookieHeader || !fromOwnPages(request)) return ANONYMOUS;
  const session = parseCookieHeader(cookieHeader)[SESSION_COOKIE_NAME];
  if (!session) return ANONYMOUS;
  return services.access.identify(session);
}

/**
 * The cookies a subscription socket's operations may read: the browser's waiting-room visitor cookie alone (its
 * standing in a line, issue 39), from this site's own pages. Never a draft's: a socket changes nothing.
 */
export function socketCookies(request: IncomingMessage | undefined): RequestCookies {
  const cookieHeader = request?.headers.cookie;
  if (!request || !cookieHeader || !fromOwnPages(request)) return NO_COOKIES;
  const visitor = parseCookieHeader(cookieHeader)[QUEUE_VISITOR_COOKIE];
  return visitor ? Object.freeze({ [QUEUE_VISITOR_COOKIE]: visitor }) : NO_COOKIES;
}
