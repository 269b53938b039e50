import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { PlanView, SpaceTypeView } from "./plan.results.js";

@Resolver()
export class PlanResolver {
  @Query(() => [PlanView], { description: "Every plan, without spaces (ask plan(id) for them)." })
  plans(@Ctx() ctx: RequestContext): Promise<PlanView[]> {
    return ctx.services.plans.list(ctx.language);
  }

  @Query(() => PlanView, { description: "A plan with its spaces." })
  plan(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<PlanView> {
    return ctx.loaders.plan(id);
  }

  @Query(() => [SpaceTypeView], { description: "Space types." })
  spaceTypes(@Ctx() ctx: RequestContext): Promise<SpaceTypeView[]> {
    return ctx.services.plans.spaceTypes(ctx.language);
  }
}
