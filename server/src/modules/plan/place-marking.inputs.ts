import { Field, InputType, Int } from "type-graphql";

/**
 * What markPlanPlaces accepts (issue 35): the editor's choice of places on the stored map, elements named by their
 * index in document order (readChart). The lists are bounded in PlaceMarkingService.validate (MARKING_LIMITS), which
 * answers a field error rather than a schema error the editor could not place.
 */
@InputType("PlaceRuleInput", { description: "Elements a rule matches: every condition given must hold; an empty rule matches nothing." })
export class PlaceRuleInput {
  @Field(() => String, { nullable: true, description: "The element's tag (circle, path, rect, g...), case-insensitive." })
  tag?: string | null;

  @Field(() => String, { nullable: true, description: "A class the element has." })
  className?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A wildcard its id matches as a whole: * any characters, ? one character, # one digit (1## is 100-199).",
  })
  idPattern?: string | null;

  @Field(() => String, { nullable: true, description: "The id of a group (or any element) it lies inside, at any depth." })
  inGroup?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true: only elements that have an id." })
  withId?: boolean | null;
}

@InputType("PlaceNameInput", { description: "A place's name given by hand, overriding the derived one." })
export class PlaceNameInput {
  @Field(() => Int, { description: "The element's index in the map (document order)." })
  element!: number;

  @Field({ description: "The place's name: its element's id and its space's name." })
  name!: string;
}

@InputType("PlaceCapacityInput", { description: "How many tickets a place holds (an area more than one)." })
export class PlaceCapacityInput {
  @Field(() => Int, { description: "The element's index in the map (document order)." })
  element!: number;

  @Field(() => Int, { description: "1 to 100,000." })
  maxTickets!: number;
}

@InputType("PlaceMarkingInput", { description: "Which elements of the plan's map are places, their names and capacities." })
export class PlaceMarkingInput {
  @Field(() => [PlaceRuleInput], { description: "Rules choosing places (at most 50)." })
  rules!: PlaceRuleInput[];

  @Field(() => [Int], { description: "Elements picked by click, box or lasso, on top of the rules and the places already marked." })
  add!: number[];

  @Field(() => [Int], { description: "Elements that are not places, whatever a rule or an earlier marking says." })
  remove!: number[];

  @Field(() => [PlaceNameInput], { description: "Names given by hand." })
  names!: PlaceNameInput[];

  @Field(() => [PlaceCapacityInput], { description: "Capacities given; a place without one keeps its marked capacity, or 1." })
  capacities!: PlaceCapacityInput[];

  @Field(() => Boolean, { nullable: true, description: "Labels over places let clicks through to them (default true)." })
  labelsLetClicksThrough?: boolean | null;
}
