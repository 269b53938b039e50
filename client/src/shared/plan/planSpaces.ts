import { useEffect, useSyncExternalStore } from "react";
import { data } from "react-router";
import type { PlanSpacesQuery } from "../../generated/graphql";
import { apiUrl } from "../config";

/** A plan's places with its sections' names, as the seat map reads them: the PlanSpaces query's fields. */
export type PlanSpaces = PlanSpacesQuery["plan"];

/**
 * Each plan's places (per language) as the server last answered them, outside Apollo's normalized cache: at 20,000
 * places the cache's writing and reading of them took more than a second of a seat map's load. They come from
 * GET /api/plans/{id}/spaces, which the browser revalidates by its ETag (a 304 while the plan is unchanged, its body
 * then from the HTTP cache); an unchanged answer keeps the object held, so readers redo nothing.
 */
interface Held {
  etag: string | null;
  spaces: PlanSpaces;
}

const held = new Map<string, Held>();
const listeners = new Set<() => void>();
const MAX_HELD = 8;

const keyOf = (planId: string, language: string | undefined) => `${planId}:${language ?? ""}`;

function hold(key: string, entry: Held): void {
  held.delete(key);
  if (held.size >= MAX_HELD) held.delete(held.keys().next().value!);
  held.set(key, entry);
  for (const listener of listeners) listener();
}

/** The plan's places from the server (a route error when it answers with one), held for {@link usePlanSpaces}. */
export async function loadPlanSpaces(planId: string, language: string | undefined, signal?: AbortSignal): Promise<PlanSpaces> {
  const query = language ? `?lng=${encodeURIComponent(language)}` : "";
  const response = await fetch(apiUrl(`/plans/${encodeURIComponent(planId)}/spaces${query}`), {
    cache: "no-cache",
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) throw data(await response.text(), { status: response.status, statusText: response.statusText });
  const key = keyOf(planId, language);
  const etag = response.headers.get("ETag");
  const known = held.get(key);
  if (known && etag !== null && known.etag === etag) {
    void response.body?.cancel();
    return known.spaces;
  }
  const spaces = (await response.json()) as PlanSpaces;
  hold(key, { etag, spaces });
  return spaces;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The plan's places as last loaded (the route's loader loads them); loaded here when none are held. */
export function usePlanSpaces(planId: string | undefined, language: string): PlanSpaces | undefined {
  const key = planId ? keyOf(planId, language) : null;
  const spaces = useSyncExternalStore(subscribe, () => (key ? held.get(key)?.spaces : undefined));
  useEffect(() => {
    if (!planId || spaces) return;
    const controller = new AbortController();
    loadPlanSpaces(planId, language, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [planId, language, spaces]);
  return spaces;
}

/** Forgets every plan's places (tests). */
export function clearPlanSpaces(): void {
  held.clear();
}
