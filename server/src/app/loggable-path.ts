/** Path segments that are capabilities (a 'my booking' link's token): whoever reads the log must not get them. */
const CAPABILITY = /(\/my-booking\/)[^/]+/g;

/** A request path as logs may show it: capability tokens replaced by `…`. */
export function loggablePath(path: string): string {
  return path.replace(CAPABILITY, "$1…");
}
