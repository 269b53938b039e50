import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorize } from "../access/authorization.js";
import { TranslationView, translationList } from "../i18n/translation.types.js";
import { PlanInput, PriceZoneInput, SpaceChangesInput } from "./plan-admin.inputs.js";
import { PlaceMarkingInput } from "./place-marking.inputs.js";
import { PlanSectionView, PlanView, PriceZoneView, SpaceTypeView } from "./plan.results.js";
import { SpaceTypeInput } from "./space-type.inputs.js";

@ObjectType("PlanSaved", { description: "A saved plan, and what was dropped from its CSS to keep it inside the map." })
export class PlanSavedView {
  @Field(() => PlanView)
  plan!: PlanView;

  @Field(() => [String], { description: "Declarations and rules removed from the styles ('@import', 'position in .plan')." })
  stylesRemoved!: string[];
}

@ObjectType("PlacesMarked", { description: "A plan whose map's places were marked, and how its spaces followed them." })
export class PlacesMarkedView {
  @Field(() => PlanView)
  plan!: PlanView;

  @Field(() => Int, { description: "The places the map has now." })
  places!: number;

  @Field(() => Int, { description: "Spaces created for new places." })
  created!: number;

  @Field(() => Int, { description: "Spaces deleted with the places no longer marked." })
  removed!: number;

  @Field(() => Int, { description: "Spaces whose capacity changed." })
  resized!: number;
}

/** Plans for administrators (administer_plans): create, edit, delete, spaces, price zones (issue 14). */
@Resolver(() => PlanView)
export class PlanAdminResolver {
  @Authorized("administer_plans")
  @Mutation(() => PlanSavedView, { description: "Creates a plan (its map is uploaded with PUT /api/plans/{id}/map.svg)." })
  async createPlan(@Arg("input", () => PlanInput) input: PlanInput, @Ctx() ctx: RequestContext): Promise<PlanSavedView> {
    const { id, stylesRemoved } = await ctx.services.planAdmin.create(input);
    return { plan: await ctx.services.plans.get(id, ctx.language), stylesRemoved };
  }

  @Authorized("administer_plans")
  @Mutation(() => PlanSavedView, {
    description:
      "Saves a plan's details, name pattern, label masks and styles over `version` (its updatedAt); CONFLICT when changed since.",
  })
  async updatePlan(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => PlanInput) input: PlanInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<PlanSavedView> {
    const { stylesRemoved } = await ctx.services.planAdmin.update(id, input, version);
    return { plan: await ctx.services.plans.get(id, ctx.language), stylesRemoved };
  }

  @Authorized("administer_plans")
  @Mutation(() => Boolean, { description: "Deletes a plan no event or occasion uses." })
  async deletePlan(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.planAdmin.delete(id, ctx.language);
    return true;
  }

  @Authorized("administer_plans")
  @Mutation(() => PlanView, {
    description:
      "Creates, changes and deletes spaces in one save over `version`; a space with tickets is not deleted and no capacity goes below what an occasion holds (CONFLICT naming the spaces).",
  })
  async savePlanSpaces(
    @Arg("planId", () => ID) planId: string,
    @Arg("changes", () => SpaceChangesInput) changes: SpaceChangesInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<PlanView> {
    await ctx.services.planAdmin.saveSpaces(planId, changes, version);
    return ctx.services.plans.get(planId, ctx.language);
  }

  @Authorized("administer_plans")
  @Mutation(() => PlanView, { description: "Creates a space for every place element of the map that has none (binding by the map)." })
  async createSpacesFromMap(
    @Arg("planId", () => ID) planId: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<PlanView> {
    await ctx.services.planAdmin.createSpacesFromMap(planId, version);
    return ctx.services.plans.get(planId, ctx.language);
  }

  @Authorized("administer_plans")
  @Mutation(() => PlacesMarkedView, {
    description:
      "Marks which elements of the map are places (rules, picks, names, capacities) over `version`: the stored map is rewritten and the spaces follow its places. BAD_USER_INPUT when a place needs a fix (field errors places.<element>); CONFLICT when the plan changed since or a place left out has tickets.",
  })
  async markPlanPlaces(
    @Arg("planId", () => ID) planId: string,
    @Arg("version", () => Date) version: Date,
    @Arg("marking", () => PlaceMarkingInput) marking: PlaceMarkingInput,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PlacesMarkedView> {
    // A marking costs the map worker what an upload does (a second of a core for 20,000 places): they share the limit.
    const user = authorize(ctx.identity, ["administer_plans"]);
    await ctx.services.rateLimiter.hit(`plan-upload:${user.id}`, ctx.services.config.planUploadRateLimitPerMinute);
    const counts = await ctx.services.planAdmin.markPlaces(planId, marking, version);
    // The editor asks for the new version and reloads the spaces itself: a chart's 20,000 are read only when asked for.
    const plan = asksFor(info, "plan", ["spaces", "sections"])
      ? await ctx.services.plans.get(planId, ctx.language)
      : await ctx.services.plans.withoutSpaces(planId, ctx.language);
    return { plan, ...counts };
  }

  @Authorized("administer_plans")
  @Mutation(() => PlanView, { description: "Replaces the plan's price zones (in order); a zone left out is deleted with its prices." })
  async savePriceZones(
    @Arg("planId", () => ID) planId: string,
    @Arg("zones", () => [PriceZoneInput]) zones: PriceZoneInput[],
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<PlanView> {
    await ctx.services.planAdmin.savePriceZones(planId, zones, version);
    return ctx.services.plans.get(planId, ctx.language);
  }

  @Authorized("administer_plans")
  @Query(() => [String], { description: "What sanitizing removed from the plan's current map ('<script>', 'onclick on <rect> (3)')." })
  planMapRemoved(@Arg("planId", () => ID) planId: string, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.plans.mapRemoved(planId);
  }

  @Authorized("administer_plans")
  @Query(() => [PlanUsageView], { description: "Every plan with its spaces' count, capacity and the occasions using it (the plans list)." })
  planUsage(@Ctx() ctx: RequestContext): Promise<PlanUsageView[]> {
    return ctx.services.plans.usage();
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language (the default language first)." })
  async names(@Root() plan: PlanView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(plan.nameTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [TranslationView], { description: "The description in every language that has one." })
  async descriptions(@Root() plan: PlanView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(plan.descriptionTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [TranslationView], { description: "The map label mask in every language that has one." })
  async mapLabelMasks(@Root() plan: PlanView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(plan.mapLabelMaskTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [TranslationView], { description: "The space label mask in every language that has one." })
  async spaceLabelMasks(@Root() plan: PlanView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(plan.spaceLabelMaskTranslations, await ctx.services.settings.languageIds());
  }
}

@Resolver(() => PlanSectionView)
export class PlanSectionResolver {
  @FieldResolver(() => [TranslationView], { description: "The section's name in every language that has one." })
  async names(@Root() section: PlanSectionView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(section.nameTranslations, await ctx.services.settings.languageIds());
  }
}

@ObjectType("PlanUsage", { description: "A plan as the plans list shows it." })
export class PlanUsageView {
  @Field(() => ID)
  planId!: string;

  @Field(() => Int, { description: "How many spaces it has." })
  spaces!: number;

  @Field(() => Int, { description: "The tickets all its spaces hold together." })
  capacity!: number;

  @Field(() => Int, { description: "How many occasions use it." })
  occasions!: number;
}

@Resolver(() => PriceZoneView)
export class PriceZoneResolver {
  @FieldResolver(() => [TranslationView], { description: "The name in every language." })
  async names(@Root() zone: PriceZoneView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(zone.nameTranslations, await ctx.services.settings.languageIds());
  }
}

/** Space types for administrators (administer_space_types). */
@Resolver(() => SpaceTypeView)
export class SpaceTypeAdminResolver {
  @Authorized("administer_space_types")
  @Mutation(() => SpaceTypeView, { description: "Creates a space type." })
  async createSpaceType(@Arg("input", () => SpaceTypeInput) input: SpaceTypeInput, @Ctx() ctx: RequestContext): Promise<SpaceTypeView> {
    const id = await ctx.services.spaceTypeAdmin.create(input);
    return (await ctx.services.plans.spaceTypes(ctx.language)).find((type) => type.id === id)!;
  }

  @Authorized("administer_space_types")
  @Mutation(() => SpaceTypeView, { description: "Saves a space type." })
  async updateSpaceType(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => SpaceTypeInput) input: SpaceTypeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SpaceTypeView> {
    await ctx.services.spaceTypeAdmin.update(id, input);
    return (await ctx.services.plans.spaceTypes(ctx.language)).find((type) => type.id === id)!;
  }

  @Authorized("administer_space_types")
  @Mutation(() => Boolean, { description: "Deletes a space type no space has (CONFLICT naming the plans that use it)." })
  async deleteSpaceType(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.spaceTypeAdmin.delete(id, ctx.language);
    return true;
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language." })
  async names(@Root() type: SpaceTypeView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(type.nameTranslations, await ctx.services.settings.languageIds());
  }
}

/** Whether the field's answer asks, under its field `child`, for any of `fields` (through fragments too). */
function asksFor(info: GraphQLResolveInfo, child: string, fields: string[]): boolean {
  const selected = (set: SelectionSetNode | undefined, test: (name: string, node: SelectionSetNode | undefined) => boolean): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return test(selection.name.value, selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selected(selection.selectionSet, test);
      return selected(info.fragments[selection.name.value]?.selectionSet, test);
    });
  return info.fieldNodes.some((node) =>
    selected(node.selectionSet, (name, set) => name === child && selected(set, (inner) => fields.includes(inner))),
  );
}
