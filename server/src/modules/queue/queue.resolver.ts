import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { parseUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { QUEUE_VISITOR_COOKIE } from "./admission-token.js";
import { claimAdmission, joinQueue, publishedOccasionId, useQueuePass } from "./queue.http.js";
import { passNoteSchema, roomSettingsSchema } from "./queue.input.js";
import { QueueAdmissionView, QueueRoomView, QueueStatusView } from "./queue.results.js";
import type { QueueAdminView, QueueStatus } from "./queue.service.js";

@InputType("QueueRoomInput", { description: "A date's waiting room settings." })
export class QueueRoomInput {
  @Field({ description: "Turn the room on." })
  enabled!: boolean;

  @Field({ description: "Mark the date high-demand (its room is on without being turned on)." })
  highDemand!: boolean;

  @Field(() => Int, { nullable: true, description: "People let in per minute (1-100,000); null: automatic, from the places still free." })
  ratePerMinute!: number | null;

  @Field({ description: "Pause admission (the line keeps its order)." })
  paused!: boolean;
}

/** A date's waiting room (issue 39): the visitor's line and admission, and the operators' settings and passes. */
@Resolver()
export class QueueResolver {
  @Query(() => QueueStatusView, { description: "This browser's standing in the date's waiting room (OFF when it has none)." })
  async queueStatus(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<QueueStatus> {
    return ctx.services.queue.status(await publishedOccasionId(ctx, occasionId), ctx.cookies[QUEUE_VISITOR_COOKIE]);
  }

  @Mutation(() => QueueStatusView, {
    description:
      "Joins the date's waiting room (coming back keeps the place; sets the queue_visitor cookie). Before the sale starts the place is " +
      "drawn by lot at the start among everyone who came; after, it is the end of the line. NOT_BOOKABLE before the room opens, CONFLICT " +
      "when the date has no room or is sold out, RATE_LIMITED past QUEUE_JOINS_PER_MINUTE or QUEUE_MAX_ENTRIES_PER_CLIENT.",
  })
  joinQueue(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<QueueStatus> {
    return joinQueue(ctx, occasionId);
  }

  @Mutation(() => QueueAdmissionView, {
    description:
      "Takes the admission once this browser's turn has come (ADMITTED): sets the date's admission cookie, which opens one draft " +
      "(book, holdBestAvailable, holdSeries) and then adds places to that draft only. QUEUE_ADMISSION_REQUIRED before the turn, when the " +
      "turn passed unused for QUEUE_GRACE_SECONDS or its draft has ended (the browser may join again).",
  })
  claimQueueAdmission(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext) {
    return claimAdmission(ctx, occasionId);
  }

  @Mutation(() => QueueAdmissionView, {
    description: "Lets this browser through the line at once with an operator's one-use pass (BAD_USER_INPUT for a wrong or used one).",
  })
  useQueuePass(@Arg("occasionId", () => ID) occasionId: string, @Arg("code") code: string, @Ctx() ctx: RequestContext) {
    return useQueuePass(ctx, occasionId, code);
  }

  @Subscription(() => QueueStatusView, {
    description: "This browser's standing in the date's waiting room now, then after every change of the line (live).",
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const occasionId = await publishedOccasionId(ctx, args.occasionId as string);
      return ctx.services.queueFeed.subscribe(occasionId, ctx.cookies[QUEUE_VISITOR_COOKIE]);
    },
  })
  queueStatusChanged(@Arg("occasionId", () => ID) _occasionId: string, @Root() status: QueueStatus): QueueStatus {
    return status;
  }

  @Authorized("administer_events")
  @Query(() => QueueRoomView, { description: "The date's waiting room: its settings and the line's counts (administer_events)." })
  async queueRoom(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<QueueRoomView> {
    return queueRoomView(await ctx.services.queue.adminView(parseUuid(occasionId)));
  }

  @Authorized("administer_events")
  @Mutation(() => QueueRoomView, {
    description: "Turns the date's waiting room on or off, marks it high-demand, sets its rate or pauses it (administer_events).",
  })
  async updateQueueRoom(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("input", () => QueueRoomInput) input: QueueRoomInput,
    @Ctx() ctx: RequestContext,
  ): Promise<QueueRoomView> {
    const settings = parseInput(roomSettingsSchema, { ...input });
    const view = await ctx.services.queue.configure(parseUuid(occasionId), settings);
    ctx.services.admissionGate.forget(view.room.occasionId);
    return queueRoomView(view);
  }

  @Authorized("administer_events")
  @Mutation(() => String, {
    description:
      "A one-use pass letting a known customer through the date's line at once; the code is shown this once (administer_events).",
  })
  createQueuePass(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("note", { defaultValue: "" }) note: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.queue.createPass(parseUuid(occasionId), parseInput(passNoteSchema, note, "note"), ctx.identity.user!.id);
  }
}

function queueRoomView(view: QueueAdminView): QueueRoomView {
  const { room } = view;
  return {
    occasionId: room.occasionId,
    enabled: room.enabled,
    highDemand: room.highDemand,
    active: room.active,
    ratePerMinute: room.setRate,
    currentRatePerMinute: room.paused ? 0 : room.ratePerMinute,
    paused: room.paused,
    drawn: room.drawn,
    soldOut: room.soldOut,
    opensAt: room.opensAt,
    saleStartsAt: room.saleStartsAt,
    lineLength: view.lineLength,
    admitted: view.admitted,
    claimed: view.claimed,
    converted: view.converted,
    passes: view.passes,
    passesUsed: view.passesUsed,
    updatedAt: room.updatedAt,
  };
}
