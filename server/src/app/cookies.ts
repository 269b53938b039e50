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

/** Cookies as cookie-parser reads them: the first of a name wins, quotes stripped, percent-escapes decoded. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value.includes("%")) {
      try {
        value = decodeURIComponent(value);
      } catch {
        // cookie-parser keeps a value it cannot decode as it is
      }
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * Express's res.cookie for the app's cookie options, byte for byte as the cookie package serializes it: the value
 * percent-encoded, Max-Age in seconds with Expires beside it, then Path, HttpOnly, Secure and SameSite.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  let cookie = `${name}=${encodeURIComponent(value)}`;
  if (options.maxAge !== undefined) cookie += `; Max-Age=${Math.floor(options.maxAge / 1000)}`;
  cookie += `; Path=${options.path}`;
  const expires = options.maxAge !== undefined ? new Date(Date.now() + options.maxAge) : options.expires;
  if (expires) cookie += `; Expires=${expires.toUTCString()}`;
  if (options.httpOnly) cookie += "; HttpOnly";
  if (options.secure) cookie += "; Secure";
  return `${cookie}; SameSite=Lax`;
}

/** What an answer's cookies are written to: its headers (Express's res is node's ServerResponse too). */
export interface AnswerHeaders {
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: number | string | readonly string[]): unknown;
}

/**
 * The cookies of one answer, by name: however often a cookie is set while the answer is made (a GraphQL request with 999
 * aliases of `authenticate`, a sign-in and a sign-out in one mutation), the answer carries one Set-Cookie for it, the
 * last value set, so the browser keeps what the answer's body said last. Without headers (a subscription socket) it
 * writes nothing but still remembers what was set. Every path that sets a cookie (Express, the fast lane, the
 * GraphQL lane) goes through the answer's one jar (cookieJarOf).
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

const jars = new WeakMap<AnswerHeaders, CookieJar>();

/** The answer's one cookie jar, however many request contexts write to it. */
export function cookieJarOf(answer: AnswerHeaders | undefined): CookieJar {
  if (!answer) return new CookieJar(undefined);
  let jar = jars.get(answer);
  if (!jar) jars.set(answer, (jar = new CookieJar(answer)));
  return jar;
}
