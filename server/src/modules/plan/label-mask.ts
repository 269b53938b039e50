/**
 * A place's label for customers (DESIGN section 8). How a plan's mask is filled in is the core's rule
 * (`formatLabel` in @seatbooking/core, which the client runs too); this adds what only the server knows.
 *
 * Customers read places in their own language, and a plan's mask is one string: {@link customerLabel} labels a
 * place of a plan without a mask with the app's translated default for the parts it has ('Row 1, seat 6',
 * 'Rivi 1, paikka 6', 'Rad 1, plats 6'), so the names the map's drawing tool gave (`R1-S6`) stay internal.
 */
import { formatLabel, type LabelValues } from "@seatbooking/core";
import { serverMessage } from "../i18n/server-messages.js";

/**
 * Whether the place's name carries its section as one of its parts between separators (`PC-12-7` in `PC`):
 * then the section is part of which place it is. A section only the drawing's data-section gives (a seat
 * `R12-S6` in section `2`) groups places for the map, and its row and seat already say which place it is.
 */
function namesSection(values: LabelValues): boolean {
  const section = values.section?.toLowerCase();
  return (
    !!section &&
    values.name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .includes(section)
  );
}

/**
 * The translated default mask for a place of a plan without a mask of its own, by the parts it has: section,
 * row and seat; row and seat; a seat or a section with its type's name ('Wheelchair place 2', 'Standing A').
 * Null when it has none of these (its name is all that says which place it is).
 */
export function defaultLabelMask(values: LabelValues, language: string): string | null {
  const has = (value: string | null | undefined) => value !== null && value !== undefined && value !== "";
  if (has(values.row) && has(values.seat))
    return serverMessage(has(values.section) && namesSection(values) ? "spaceLabel.sectionRowSeat" : "spaceLabel.rowSeat", language);
  if (has(values.type) && has(values.seat)) return serverMessage("spaceLabel.typeSeat", language);
  if (has(values.type) && has(values.section)) return serverMessage("spaceLabel.typeSection", language);
  return null;
}

/** A place as people read it in `language`: the plan's mask when it has one, else the translated default. */
export function customerLabel(mask: string | null | undefined, values: LabelValues, language: string): string {
  const chosen = mask?.trim() ? mask : defaultLabelMask(values, language);
  return formatLabel(chosen, values);
}
