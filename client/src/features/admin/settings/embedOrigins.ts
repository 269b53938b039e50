/**
 * The server's field messages for the embed origins (origins.{index} for a refused entry, origins for the list) as one
 * error for the textarea, each refused entry named by its line (the entries are the lines as typed): null when none.
 */
export function originsFieldError(fields: Record<string, string>, line: (line: number, message: string) => string): string | null {
  const messages: string[] = [];
  if (fields["origins"]) messages.push(fields["origins"]);
  const entries = Object.entries(fields)
    .map(([field, message]) => ({ index: /^origins\.(\d+)$/.exec(field)?.[1], message }))
    .filter((entry): entry is { index: string; message: string } => entry.index !== undefined)
    .sort((a, b) => Number(a.index) - Number(b.index));
  for (const entry of entries) messages.push(line(Number(entry.index) + 1, entry.message));
  return messages.length > 0 ? messages.join("\n") : null;
}
