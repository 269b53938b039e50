/** The page shapes the first paint's skeleton takes (ShellFallback), chosen from the address alone. */
export type SkeletonShape = "list" | "event" | "seatMap" | "page";

/**
 * The shape of the page a cold load is about to show, from its path (`/{lng}/...` or a bare path before the
 * language redirect): the event list at the root and /events, an event, an occasion's seat map, else a
 * plain page.
 */
export function skeletonShape(pathname: string): SkeletonShape {
  const parts = pathname.split("/").filter(Boolean);
  // A language prefix is two or three letters (en, fi, sv, or one the venue added); /events is not one.
  const rest = parts[0] && /^[a-z]{2,3}$/i.test(parts[0]) ? parts.slice(1) : parts;
  if (rest.length === 0 || (rest.length === 1 && rest[0] === "events")) return "list";
  if (rest.length === 2 && rest[0] === "events") return "event";
  if (rest.length === 2 && rest[0] === "occasions") return "seatMap";
  return "page";
}
