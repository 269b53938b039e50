import { Field, Float, ID, ObjectType } from "type-graphql";
import { AvailabilityView, SpaceOccupancyView } from "./occasion.results.js";
import type { OccupancyFeedUpdate } from "./occupancy.js";

@ObjectType("OccupancyUpdate", { description: "An occasion's occupancy after changes (coalesced, a few per second at most)." })
export class OccupancyUpdateView {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => [SpaceOccupancyView], {
    description: "Tickets holding each space (every space, each time: at a large plan select `changes` instead).",
  })
  occupancy!: SpaceOccupancyView[];

  @Field(() => [SpaceOccupancyView], {
    description:
      "The spaces whose occupancy changed since this subscription's previous update, each as it is now; every space when `complete`.",
  })
  changes!: SpaceOccupancyView[];

  @Field(() => Boolean, {
    description: "`changes` lists every space: the subscription's first update, and any that does not follow the one before it.",
  })
  complete!: boolean;

  @Field(() => AvailabilityView, { description: "Remaining and total places." })
  availability!: AvailabilityView;

  @Field(() => Float, { description: "When the server read this occupancy (ms since the epoch), as Occasion.occupancyTakenAt." })
  occupancyTakenAt!: number;
}

/** A subscriber's update as the live feeds (occupancyChanged, renewalOccupancyChanged) answer it. */
export function occupancyUpdateView({ snapshot, changes, complete }: OccupancyFeedUpdate): OccupancyUpdateView {
  return {
    occasionId: snapshot.occasionId,
    occupancy: snapshot.occupancy,
    changes,
    complete,
    availability: snapshot.availability,
    occupancyTakenAt: snapshot.takenAt,
  };
}
