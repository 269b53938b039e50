import * as z from "zod/mini";
import { instant, named, uuid } from "../../common/api-schema.js";
import { occasionAnswer } from "../occasion/occasion.answers.js";
import { priceAnswer } from "../pricing/pricing.answers.js";

/** A series as the REST facade answers it (app/openapi.ts documents it; integration tests validate every answer). */
export const seriesAnswer = named(
  "Series",
  z.object({
    id: uuid(),
    eventId: uuid(),
    name: z.string(),
    dates: z.array(occasionAnswer),
    prices: z.array(priceAnswer),
    saleStart: z.nullable(instant()),
    saleEnd: z.nullable(instant()),
    singleDatesOnSale: z.boolean(),
    published: z.boolean(),
    onSale: z.boolean(),
    refundRule: z.string(),
    previousSeriesId: z.nullable(uuid()),
    nextSeriesId: z.nullable(uuid()),
    updatedAt: instant(),
  }),
);
