import { apiUrl } from "../../../shared/config";
import { readCsrfToken } from "../../../shared/storage/localStore";

export type UploadResult =
  | { ok: true; svg: string; removed: string[] }
  | { ok: false; reason: "tooLarge" | "invalid" | "failed"; message: string | null; status: number | null };

/** What X-Sanitizer-Removed says (encodeURIComponent of a JSON array of strings); [] when missing or unreadable. */
export function parseRemovedHeader(header: string | null): string[] {
  if (!header) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Replaces the plan's map (PUT /api/plans/{id}/map.svg with the session's CSRF token). `lng`, the page's language,
 * goes as Accept-Language (as GraphQL requests send it): the server's refusals (a map too complex to process,
 * 422 PLAN_TOO_COMPLEX; too many uploads, 429) come back in it, and are shown as they are.
 */
export async function uploadPlanMap(planId: string, file: Blob, lng?: string): Promise<UploadResult> {
  const token = readCsrfToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`/plans/${encodeURIComponent(planId)}/map.svg`), {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": "image/svg+xml", ...(token ? { "X-CSRF-Token": token } : {}), ...(lng ? { "Accept-Language": lng } : {}) },
      body: file,
    });
  } catch {
    return { ok: false, reason: "failed", message: null, status: null };
  }
  if (response.ok)
    return { ok: true, svg: await response.text(), removed: parseRemovedHeader(response.headers.get("X-Sanitizer-Removed")) };
  if (response.status === 413) return { ok: false, reason: "tooLarge", message: null, status: 413 };
  const text = (await response.text().catch(() => "")).trim();
  const plain = (response.headers.get("Content-Type") ?? "").startsWith("text/plain") && text.length < 500 ? text : null;
  return { ok: false, reason: response.status === 400 ? "invalid" : "failed", message: plain || null, status: response.status };
}

/** A file size for people: '850 B', '12.3 kB', '1.2 MB'. */
export function formatSize(bytes: number, lng: string): string {
  const format = (value: number) => new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${format(bytes / 1_000)} kB`;
  return `${format(bytes / 1_000_000)} MB`;
}
