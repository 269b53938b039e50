/** Text made safe in HTML text and in a double- or single-quoted attribute: the five characters HTML gives meaning to. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
