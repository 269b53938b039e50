import type { i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import type { AdminPlanFieldsFragment, AdminPlanSpaceFragment, PlanInput, SpaceInput } from "../../../generated/admin";
import { ErrorCode, hasErrorCode } from "../../../shared/errors/errorCodes";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";
import { showFailureToast } from "../components/failureToast";
import { toTranslationInputs, type TranslationFields } from "../components/translations";
import { formatLabel, type LabelLanguage } from "./planLogic";

/** A space as the editor shows it: its type from the editor's list of types, its label formatted here. */
export type EditedSpace = AdminPlanSpaceFragment & { label: string; spaceType: { id: string; name: string; accessible: boolean } | null };
export type EditedPlan = Omit<AdminPlanFieldsFragment, "spaces"> & { spaces: EditedSpace[] };

/** What the plan's labels say in the admin's language (the plan is fetched in it): its defaults and sections' names. */
export function labelLanguageOf(plan: Pick<AdminPlanFieldsFragment, "labelDefaults" | "sections">): LabelLanguage {
  const { sectionRowSeat, rowSeat, typeSeat, typeSection } = plan.labelDefaults;
  return {
    defaults: { sectionRowSeat, rowSeat, typeSeat, typeSection },
    sectionNames: new Map(plan.sections.flatMap((section) => (section.name ? [[section.code, section.name] as const] : []))),
  };
}

/** The plan as fetched, its spaces joined with their types and labelled as people read them in the admin's language. */
export function editedPlan(
  plan: AdminPlanFieldsFragment,
  spaceTypes: ReadonlyArray<{ id: string; name: string; accessible: boolean }>,
): EditedPlan {
  const types = new Map(spaceTypes.map((type) => [type.id, type]));
  const language = labelLanguageOf(plan);
  return {
    ...plan,
    spaces: plan.spaces.map((space) => {
      const spaceType = (space.spaceTypeId && types.get(space.spaceTypeId)) || null;
      return { ...space, spaceType, label: formatLabel(plan.spaceLabelMask, { ...space, spaceType }, language) };
    }),
  };
}

export const quiet = { context: { skipErrorToast: true } } as const;

export const plansPath = (planId?: string, tab?: string) =>
  `/admin/settings/plans${planId ? `/${planId}` : ""}${tab && tab !== "details" ? `/${tab}` : ""}`;

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The plan as PlanInput, with some fields changed (the rest saved as they are). */
export function planInput(
  plan: EditedPlan,
  changes: Partial<Omit<PlanInput, "names" | "descriptions">> & { names?: TranslationFields; descriptions?: TranslationFields } = {},
  languages: ReadonlyArray<{ id: string }> = [],
): PlanInput {
  const texts = (list: EditedPlan["names"]) => list.map(({ language, text }) => ({ language, text }));
  return {
    names: changes.names ? toTranslationInputs(changes.names, languages) : texts(plan.names),
    descriptions: changes.descriptions ? toTranslationInputs(changes.descriptions, languages) : texts(plan.descriptions),
    namePattern: "namePattern" in changes ? orNull(changes.namePattern) : (plan.namePattern ?? null),
    mapLabelMasks: changes.mapLabelMasks ?? texts(plan.mapLabelMasks),
    spaceLabelMasks: changes.spaceLabelMasks ?? texts(plan.spaceLabelMasks),
    sections: changes.sections ?? plan.sections.map((section) => ({ code: section.code, names: texts(section.names) })),
    styles: "styles" in changes ? orNull(changes.styles) : (plan.styles ?? null),
  };
}

/** A space as SpaceInput, with some fields changed. */
export function spaceInput(space: EditedSpace, changes: Partial<SpaceInput> = {}): SpaceInput {
  return {
    id: space.id,
    name: space.name,
    maxTickets: space.maxTickets,
    spaceTypeId: space.spaceType?.id ?? null,
    priceZoneId: space.priceZoneId ?? null,
    companionOfId: space.companionOfId ?? null,
    ...changes,
  };
}

/** Whether a failure was a save over an outdated version; its messages go to error toasts either way. */
export function reportFailure(failure: unknown, i18n: I18n, title: string): boolean {
  showFailureToast(failure, i18n, title);
  return hasErrorCode(failure, ErrorCode.Conflict);
}

/** The plan's sanitized map (null while loading or without one); `revision` loads it again. */
export function usePlanSvg(planId: string, revision: number): { svg: string | null; loading: boolean } {
  const [state, setState] = useState<{ svg: string | null; loading: boolean }>({ svg: null, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    void fetchPlanSvg(planId, controller.signal).then((svg) => {
      if (!controller.signal.aborted) setState({ svg, loading: false });
    });
    return () => controller.abort();
  }, [planId, revision]);
  return state;
}
