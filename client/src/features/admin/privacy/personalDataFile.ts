/**
 * The JSON file a customer's data export is handed over as (a data subject's access request): the
 * server's answer as it came, without the GraphQL client's own bookkeeping (`__typename`).
 */

/** `value` with every `__typename` left out, at any depth. */
export function withoutTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypenames);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "__typename")
        .map(([key, entry]) => [key, withoutTypenames(entry)]),
    );
  return value;
}

/** The file's text: indented, so that it can be read as it is. */
export function personalDataJson(data: unknown): string {
  return `${JSON.stringify(withoutTypenames(data), null, 2)}\n`;
}

/** 'personal-data-maija.meikalainen@example.fi-2027-06-12.json': whose and when, safe as a file name anywhere. */
export function personalDataFileName(email: string, exportedAt: string): string {
  const who = email.replace(/[^a-z0-9@._-]/gi, "_");
  return `personal-data-${who}-${exportedAt.slice(0, 10)}.json`;
}

/** Hands the browser a file to save (the download attribute on a link to the file's object URL). */
export function downloadFile(fileName: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
