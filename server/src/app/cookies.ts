/** The cookies the app sets: its own, HttpOnly, for the whole site. `maxAge` in milliseconds, as Express takes it. */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge?: number;
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
  if (options.maxAge !== undefined) cookie += `; Expires=${new Date(Date.now() + options.maxAge).toUTCString()}`;
  if (options.httpOnly) cookie += "; HttpOnly";
  if (options.secure) cookie += "; Secure";
  return `${cookie}; SameSite=Lax`;
}
