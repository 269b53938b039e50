import * as z from "zod/mini";
import { named, uuid } from "../../common/api-schema.js";
import { summaryAnswer } from "../booking/booking.answers.js";

/** A draft's total after a voucher went on or came off (app/openapi.ts documents it; integration tests validate every answer). */
export const voucherTotalAnswer = named("VoucherTotal", z.object({ uuid: uuid(), total: z.int(), summary: summaryAnswer }));

/** The places a campaign holds back for its codes on one date. */
export const campaignPlacesAnswer = named("CampaignPlaces", z.object({ occasionId: uuid(), spaceIds: z.array(uuid()) }));
