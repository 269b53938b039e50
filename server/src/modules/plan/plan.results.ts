import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("SpaceType", { description: "A kind of space: seat, standing, wheelchair place." })
export class SpaceTypeView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;
}

@ObjectType("Space", { description: "A bookable place on a plan: one seat, or an area with many places." })
export class SpaceView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Equals the id of the space's element in the plan's SVG map." })
  name!: string;

  @Field(() => Int, { description: "How many tickets the space holds (1 for a seat)." })
  maxTickets!: number;

  @Field(() => SpaceTypeView, { nullable: true, description: "The space's type." })
  spaceType!: SpaceTypeView | null;
}

@ObjectType("Plan", { description: "A venue map with its spaces." })
export class PlanView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The plan's name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Description in the request's language." })
  description!: string | null;

  @Field(() => String, { nullable: true, description: "Template for labels on the map: {name}, {type}, {remaining}, {max}." })
  mapLabelMask!: string | null;

  @Field(() => String, { nullable: true, description: "Template for a space's accessible name and list label." })
  spaceLabelMask!: string | null;

  @Field(() => String, { nullable: true, description: "CSS for the map." })
  styles!: string | null;

  @Field({ description: "Where the sanitized SVG map is served (image/svg+xml)." })
  mapUrl!: string;

  @Field(() => [SpaceView], { description: "The plan's spaces, by name." })
  spaces!: SpaceView[];
}
