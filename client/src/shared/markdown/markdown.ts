import DOMPurify from "dompurify";
import { marked } from "marked";

/** Booking terms (markdown from the settings) as sanitized HTML: no scripts, handlers or embedded content. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "iframe", "form", "input", "img"],
    FORBID_ATTR: ["style"],
  });
}
