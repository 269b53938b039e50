import { BLOCKING_PLACE_PROBLEMS, type DerivedPlace } from "@seatbooking/core";

export interface PlacesFilter {
  onlyProblems: boolean;
  /** Matched case-insensitively within the name, section, row and seat. */
  text: string;
}

export const isBlocking = (place: DerivedPlace) => place.problems.some((problem) => BLOCKING_PLACE_PROBLEMS.includes(problem));

/** The places the table shows. */
export function filterPlaces(places: readonly DerivedPlace[], filter: PlacesFilter): readonly DerivedPlace[] {
  const text = filter.text.trim().toLowerCase();
  if (!text && !filter.onlyProblems) return places;
  return places.filter(
    (place) =>
      (!filter.onlyProblems || place.problems.length > 0) &&
      (!text || [place.name, place.section, place.row, place.seat].some((part) => part?.toLowerCase().includes(text))),
  );
}
