import type { Chart } from "@seatbooking/core";

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** What the rule form offers: the tags and classes of the candidates, and the ids of the elements they lie in. */
export function ruleOptions(chart: Chart, candidates: readonly number[]): { tags: string[]; classes: string[]; groups: string[] } {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const containers = new Set<number>();
  for (const index of candidates) {
    const element = chart.elements[index]!;
    tags.add(element.tag);
    for (const name of element.classes) classes.add(name);
    for (let at = element.parent; at !== null && !containers.has(at); at = chart.elements[at]!.parent) containers.add(at);
  }
  const groups = new Set<string>();
  for (const index of containers) {
    const id = chart.elements[index]!.id;
    if (id) groups.add(id);
  }
  return { tags: [...tags].sort(byText), classes: [...classes].sort(byText), groups: [...groups].sort(byText) };
}
