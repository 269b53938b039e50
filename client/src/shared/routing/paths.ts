/** Prefixes an app path with the language: ('fi', '/events/1') -> '/fi/events/1'; ('fi', '/') -> '/fi'. */
export function localizedPath(lng: string, path = "/"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return clean === "/" ? `/${lng}` : `/${lng}${clean}`;
}

export interface PathLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The same route in another language: the first path segment is replaced and the
 * search string (and hash) kept. '/fi/events/1?x=1' + 'sv' -> '/sv/events/1?x=1'.
 */
export function switchLanguagePath(location: PathLocation, lng: string): string {
  const segments = location.pathname.split("/");
  // segments[0] is '' (leading slash); segments[1] is the current language.
  const rest = segments.slice(2).join("/");
  const path = rest ? `/${lng}/${rest}` : `/${lng}`;
  return `${path}${location.search ?? ""}${location.hash ?? ""}`;
}
