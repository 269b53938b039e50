import * as z from "zod/mini";
import { instant, named, uuid } from "../../common/api-schema.js";

/** The REST answers of plans, as JSON (app/openapi.ts documents them; integration tests validate every answer). */
export const spaceTypeAnswer = named("SpaceType", z.object({ id: uuid(), name: z.string(), accessible: z.boolean() }));

const section = z.object({ code: z.string(), name: z.nullable(z.string()) });

export const planAnswer = named(
  "Plan",
  z.object({
    id: uuid(),
    name: z.string(),
    description: z.nullable(z.string()),
    namePattern: z.nullable(z.string()),
    mapLabelMask: z.nullable(z.string()),
    spaceLabelMask: z.nullable(z.string()),
    sections: z.array(section),
    labelDefaults: z.object({ sectionRowSeat: z.string(), rowSeat: z.string(), typeSeat: z.string(), typeSection: z.string() }),
    styles: z.nullable(z.string()),
    mapUrl: z.string(),
    spaces: z.array(
      z.object({
        id: uuid(),
        name: z.string(),
        label: z.string(),
        maxTickets: z.int(),
        spaceType: z.nullable(spaceTypeAnswer),
        spaceTypeId: z.nullable(uuid()),
        section: z.nullable(z.string()),
        sectionName: z.nullable(z.string()),
        row: z.nullable(z.string()),
        seat: z.nullable(z.string()),
        priceZoneId: z.nullable(uuid()),
        companionOfId: z.nullable(uuid()),
      }),
    ),
    priceZones: z.array(z.object({ id: uuid(), name: z.string(), position: z.int() })),
    updatedAt: instant(),
  }),
);

/** GET /api/plans/{id}/spaces: the places as the seat map reads them (plan-spaces-body.ts). */
export const planSpacesAnswer = named(
  "PlanSpaces",
  z.object({
    id: uuid(),
    sections: z.array(section),
    spaces: z.array(
      z.object({
        id: uuid(),
        name: z.string(),
        label: z.string(),
        section: z.nullable(z.string()),
        row: z.nullable(z.string()),
        seat: z.nullable(z.string()),
        priceZoneId: z.nullable(uuid()),
        spaceTypeId: z.nullable(uuid()),
        companionOfId: z.nullable(uuid()),
      }),
    ),
  }),
);
