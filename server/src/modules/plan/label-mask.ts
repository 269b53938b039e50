/**
 * A place's label for customers (DESIGN section 8). How a plan's mask is filled in is the core's rule
 * (`formatLabel` in @seatbooking/core, which the client runs too); this adds what only the server knows.
 *
 * Customers read places in their own language, and a plan's mask is one string: {@link customerLabel} labels a
 * place of a plan without a mask with the app's translated default for the parts it has ('Row 1, seat 6',
 * 'Rivi 1, paikka 6', 'Rad 1, plats 6'), so the names the map's drawing tool gave (`R1-S6`) stay internal.
 */
import { defaultMaskKey, labelSpace, type DefaultLabelMasks, type LabelValues } from "@seatbooking/core";
import { currentFallbackLanguage, translate, type Translations } from "../../common/translations.js";
import { serverMessage } from "../i18n/server-messages.js";

/** A plan's section names: per section code (the `section` part of its spaces' names), the name per language. */
export type SectionNames = Partial<Record<string, Translations>>;

/** What a plan says about labelling its spaces: its label mask per language and its sections' names. */
export interface PlanLabelling {
  masks: Translations | null | undefined;
  sectionNames: SectionNames | null | undefined;
}

/** A plan's mask for `language`: its own, else the default language's, else null (the translated default then). */
export function maskIn(masks: Translations | null | undefined, language: string): string | null {
  const own = masks?.[language]?.trim();
  if (own) return masks![language]!;
  const fallback = masks?.[currentFallbackLanguage()]?.trim();
  return fallback ? masks![currentFallbackLanguage()]! : null;
}

/** A section's name in `language` ('Stalls', 'Permanto'), null when the plan has not named it. */
export function sectionNameIn(names: SectionNames | null | undefined, section: string | null | undefined, language: string): string | null {
  return section ? translate(names?.[section], language) : null;
}

/** The translated default masks in `language` (the server's spaceLabel.* texts, which venues may override). */
export function defaultLabelMasks(language: string): DefaultLabelMasks {
  return {
    sectionRowSeat: serverMessage("spaceLabel.sectionRowSeat", language),
    rowSeat: serverMessage("spaceLabel.rowSeat", language),
    typeSeat: serverMessage("spaceLabel.typeSeat", language),
    typeSection: serverMessage("spaceLabel.typeSection", language),
  };
}

/**
 * The translated default mask for a place of a plan without a mask of its own, by the parts it has
 * (`defaultMaskKey` in @seatbooking/core); null when it has none of them.
 */
export function defaultLabelMask(values: LabelValues, language: string, sectionNamed = false): string | null {
  const key = defaultMaskKey(values, sectionNamed);
  return key ? serverMessage(`spaceLabel.${key}`, language) : null;
}

/**
 * A place as people read it in `language`: the plan's mask when it has one, else the translated default;
 * `{section}` is the section's name when the plan gave it one (`sectionName`), else its code.
 */
export function customerLabel(
  mask: string | null | undefined,
  values: LabelValues,
  language: string,
  sectionName: string | null = null,
): string {
  return labelSpace(mask, values, defaultLabelMasks(language), sectionName);
}

/** The one labelling function's core: a place of `plan` in `language` (its mask and section name in that language). */
export function planSpaceLabel(plan: PlanLabelling, values: LabelValues, language: string): string {
  return customerLabel(maskIn(plan.masks, language), values, language, sectionNameIn(plan.sectionNames, values.section, language));
}
