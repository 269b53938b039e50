import { Field, Float, ID, ObjectType } from "type-graphql";
import { AvailabilityView, SpaceOccupancyView } from "./occasion.results.js";
import type { OccupancySnapshot } from "./occupancy.js";

@ObjectType("OccupancyUpdate", { description: "An occasion's occupancy after changes (coalesced, a few per second at most)." })
export class OccupancyUpdateView {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => [SpaceOccupancyView], { description: "Tickets holding each space." })
  occupancy!: SpaceOccupancyView[];

  @Field(() => AvailabilityView, { description: "Remaining and total places." })
  availability!: AvailabilityView;

  @Field(() => Float, { description: "When the server read this occupancy (ms since the epoch), as Occasion.occupancyTakenAt." })
  occupancyTakenAt!: number;
}

/** A snapshot as the live feeds (occupancyChanged, renewalOccupancyChanged) answer it. */
export function occupancyUpdateView(snapshot: OccupancySnapshot): OccupancyUpdateView {
  return {
    occasionId: snapshot.occasionId,
    occupancy: snapshot.occupancy,
    availability: snapshot.availability,
    occupancyTakenAt: snapshot.takenAt,
  };
}
