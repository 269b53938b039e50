/**
 * The section a seat map opens on where the whole plan would show its places too small to tap (a phone, issue 37
 * item 9): the one with the most places still free, of two equally free the one nearer the middle of the plan's
 * sections (in their order), the first of two as near. The server's drawn map and the application's map both open on
 * it, so the one hands over to the other in the same place.
 */
export function startSection(sections: readonly string[], places: Iterable<{ section: string | null; remaining: number }>): string | null {
  if (sections.length < 2) return null;
  const free = new Map<string, number>(sections.map((section) => [section, 0]));
  for (const place of places) {
    if (place.section === null || place.remaining <= 0) continue;
    const count = free.get(place.section);
    if (count !== undefined) free.set(place.section, count + 1);
  }
  const middle = (sections.length - 1) / 2;
  let best: string | null = null;
  let bestFree = -1;
  let bestDistance = Infinity;
  sections.forEach((section, index) => {
    const count = free.get(section)!;
    const distance = Math.abs(index - middle);
    if (count > bestFree || (count === bestFree && distance < bestDistance)) {
      best = section;
      bestFree = count;
      bestDistance = distance;
    }
  });
  return best;
}

/** Section codes in the order people read them (section 2 before section 10), as the map's section chips list them. */
export function sectionOrder(codes: Iterable<string>, language: string): string[] {
  return [...new Set(codes)].sort(new Intl.Collator(language, { numeric: true }).compare);
}
