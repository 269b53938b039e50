import { apiUrl } from "../config";

/** The plan's sanitized SVG map, or null when it could not be loaded (screens then offer a list instead). */
export async function fetchPlanSvg(planId: string, signal: AbortSignal | undefined): Promise<string | null> {
  try {
    const response = await fetch(apiUrl(`/plans/${encodeURIComponent(planId)}/map.svg`), {
      cache: "no-store",
      credentials: "same-origin",
      signal,
    });
    if (!response.ok) return null;
    const text = await response.text();
    return text.includes("<svg") ? text : null;
  } catch {
    return null;
  }
}
