import * as z from "zod/mini";
import { instant, named, uuid } from "../../common/api-schema.js";
import { occasionAnswer } from "../occasion/occasion.answers.js";
import { priceAnswer } from "../pricing/pricing.answers.js";

/** A published event as the REST facade answers it (app/openapi.ts documents it; integration tests validate every answer). */
export const eventAnswer = named(
  "Event",
  z.object({
    id: uuid(),
    name: z.string(),
    description: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    maxTicketsPerBuyer: z.nullable(z.int()),
    planId: uuid(),
    published: z.boolean(),
    status: z.string(),
    updatedAt: instant(),
    occasions: z.array(occasionAnswer),
    prices: z.array(priceAnswer),
  }),
);
