import { createHash } from "node:crypto";
import { CACHE_LIMITS, createCache } from "../../common/caches.js";
import { parseUuid } from "../../common/ids.js";
import { SharedBody } from "../../common/shared-body.js";
import { currentFallbackLanguage } from "../../common/translations.js";
import { defaultLabelMasks } from "./label-mask.js";
import type { PlanService } from "./plan.service.js";

/**
 * A plan's places as the seat map reads them (GET /api/plans/{id}/spaces), the fields of the client's PlanSpaces
 * query: the same for every occasion on the plan and every visitor, so serialized once per version and language.
 */
interface Cached {
  version: string;
  body: Promise<SharedBody>;
}

const cached = createCache<string, Cached>(CACHE_LIMITS.planSpacesBodies);

/**
 * The plan's places in `language`, built once per version ({@link PlanService.spacesVersion}: the plan's last change
 * and its space types'; and the venue's wording of the default labels and its fallback language, which the
 * dictionary editor and the settings change): hydrating a 20,000-place plan's spaces takes a second or more, a
 * version check one query.
 */
export async function planSpacesBody(plans: PlanService, id: string, language: string): Promise<SharedBody> {
  const labelling = JSON.stringify([defaultLabelMasks(language), currentFallbackLanguage()]);
  const planId = parseUuid(id);
  const version = `${await plans.spacesVersion(planId)}:${labelling}`;
  const key = `${planId}:${language}`;
  const known = cached.get(key);
  if (known?.version === version) return known.body;
  const body = build(plans, planId, language);
  cached.set(key, { version, body });
  // A failed build is not kept: the next request tries again.
  body.catch(() => {
    if (cached.peek(key)?.body === body) cached.delete(key);
  });
  return body;
}

async function build(plans: PlanService, id: string, language: string): Promise<SharedBody> {
  const plan = await plans.get(id, language);
  const text = JSON.stringify({
    id: plan.id,
    sections: plan.sections.map(({ code, name }) => ({ code, name })),
    spaces: plan.spaces.map(({ id: spaceId, name, label, section, row, seat, priceZoneId, spaceTypeId, companionOfId }) => ({
      id: spaceId,
      name,
      label,
      section,
      row,
      seat,
      priceZoneId,
      spaceTypeId,
      companionOfId,
    })),
  });
  return new SharedBody(text, `"${createHash("sha1").update(text).digest("base64url")}"`);
}
