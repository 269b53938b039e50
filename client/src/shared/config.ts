/** Endpoints; the server serves the client on the same origin unless overridden at build time. */
export const GRAPHQL_URL = import.meta.env.VITE_GRAPHQL_URL ?? "/graphql";
export const API_BASE = (import.meta.env.VITE_API_URL ?? "/api").replace(/\/+$/, "");

/** An /api path: apiUrl('/plans/1/map.svg') -> '/api/plans/1/map.svg'. */
export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The graphql-ws URL for an http(s) or relative GraphQL URL. */
export function websocketUrl(graphqlUrl: string, base: string): string {
  const url = new URL(graphqlUrl, base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}
