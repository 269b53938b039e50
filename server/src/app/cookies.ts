import type { IncomingMessage } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";

/**
 * The cookies the app sets: its own, HttpOnly, for the whole site. `maxAge` in milliseconds, as Express takes it;
 * `expires` without it (a date in the past removes the cookie, as Express's clearCookie does).
 */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge?: number;
  expires?: Date;
}

export type RequestCookies = Readonly<Record<string, string | undefined>>;

// Kept on the request and the answer themselves: a WeakMap entry per request costs the garbage collector more.
const COOKIES = Symbol("cookies");
const JAR = Symbol("cookieJar");

/** A request's cookies (the first of a name wins, percent-escapes decoded), read once and only when asked for. */
export function requestCookies(req: IncomingMessage): RequestCookies {
  const holder = req as IncomingMessage & { [COOKIES]?: RequestCookies };
  return (holder[COOKIES] ??= req.headers.cookie ? parseCookieHeader(req.headers.cookie) : {});
}

/** A Cookie header's values as browsers and proxies send them: a quoted value unquoted (RFC 6265), escapes decoded. */
export function parseCookieHeader(header: string): RequestCookies {
  return parseCookie(header, { decode: cookieValue });
}

function cookieValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A Set-Cookie line: Max-Age in seconds with Expires beside it, as Express's res.cookie writes it. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const { maxAge, ...rest } = options;
  return stringifySetCookie(name, value, {
    ...rest,
    ...(maxAge !== undefined ? { maxAge: Math.floor(maxAge / 1000), expires: new Date(Date.now() + maxAge) } : {}),
  });
}

/** What an answer's cookies are written to: its headers (node's ServerResponse). */
export interface AnswerHeaders {
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: number | string | readonly string[]): unknown;
}

/**
 * The cookies of one answer, by name: however often a cookie is set while the answer is made (a GraphQL request with 999
 * aliases of `authenticate`, a sign-in and a sign-out in one mutation), the answer carries one Set-Cookie for it, the
 * last value set, so the browser keeps what the answer's body said last. Without headers (a subscription socket) it
 * writes nothing but still remembers what was set. Every request context of an answer writes through its one jar
 * (cookieJarOf).
 */
export class CookieJar {
  private readonly values = new Map<string, string>();

  constructor(private readonly answer: AnswerHeaders | undefined) {}

  set(name: string, value: string, options: CookieOptions): void {
    this.values.set(name, value);
    if (!this.answer) return;
    const current = this.answer.getHeader("Set-Cookie");
    const lines = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    const prefix = `${name}=`;
    this.answer.setHeader("Set-Cookie", [...lines.filter((line) => !line.startsWith(prefix)), serializeCookie(name, value, options)]);
  }

  /** The value this answer sets for cookie `name`, if it sets one. */
  get(name: string): string | undefined {
    return this.values.get(name);
  }
}

/** The answer's one cookie jar, however many request contexts write to it. */
export function cookieJarOf(answer: AnswerHeaders | undefined): CookieJar {
  if (!answer) return new CookieJar(undefined);
  const holder = answer as AnswerHeaders & { [JAR]?: CookieJar };
  return (holder[JAR] ??= new CookieJar(answer));
}
