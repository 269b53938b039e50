/**
 * Path segments that are capabilities (a 'my booking' link's token, a waiting-list offer's token, which is its draft's
 * secret, a waiting-list entry's confirmation token, /waiting-list/confirm/{token}, a renewal link's token, on its page
 * and its payment's result page): whoever reads the log must not get them.
 */
const CAPABILITY = /(\/(?:my-booking|waiting-list(?:\/confirm)?|renewals)\/)[^/]+/g;

/** A request path as logs may show it: capability tokens replaced by `…`. */
export function loggablePath(path: string): string {
  return path.replace(CAPABILITY, "$1…");
}
