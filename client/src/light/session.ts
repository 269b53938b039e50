import lightOperations from "./light.graphql?raw";
import type { LightLogoutMutation, LightSessionQuery, LightSettingsQuery } from "../generated/graphql";
import { writeCsrfToken } from "../shared/storage/localStore";

/** The signed-in user as the menu needs it, null when nobody is. */
export type LightUser = NonNullable<LightSessionQuery["authenticate"]["user"]>;

async function call<T>(operationName: string, csrfToken?: string): Promise<T> {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", ...(csrfToken ? { "X-CSRF-Token": csrfToken } : {}) },
    body: JSON.stringify({ query: lightOperations, operationName }),
  });
  const result = (await response.json()) as { data?: T | null };
  if (!response.ok || !result.data) throw new Error(`${operationName} failed (${response.status})`);
  return result.data;
}

/** Who is signed in, and the session's CSRF token (kept where the single-page app reads it). */
export async function loadSession(): Promise<{ user: LightUser | null; csrfToken: string }> {
  const { authenticate } = await call<LightSessionQuery>("LightSession");
  writeCsrfToken(authenticate.csrfToken);
  return { user: authenticate.user ?? null, csrfToken: authenticate.csrfToken };
}

/** Logs out (SPEC section 4), keeping the new anonymous session's CSRF token for the single-page app. */
export async function logout(csrfToken: string): Promise<void> {
  const { logout: session } = await call<LightLogoutMutation>("LightLogout", csrfToken);
  writeCsrfToken(session.csrfToken);
}

/** The venue's settings as the page shows them (theme, name, footer). */
export async function loadSettings(): Promise<LightSettingsQuery["settings"]> {
  return (await call<LightSettingsQuery>("LightSettings")).settings;
}
