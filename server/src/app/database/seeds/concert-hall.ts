import { readFile } from "node:fs/promises";
import type { DataSource } from "typeorm";
import { systemClock } from "../../../common/clock.js";
import type { Translations } from "../../../common/translations.js";
import { occasionInventory } from "../../../modules/occasion/occasion-inventory.js";
import { PlanAdminService } from "../../../modules/plan/plan-admin.service.js";
import { PlanService } from "../../../modules/plan/plan.service.js";
import { SettingsService } from "../../../modules/settings/settings.service.js";
import { buildDemoHall } from "./demo-hall.js";

/** The checked-in SVG of the demo concert hall and its price zones (server/fixtures/plans, see its README). */
const FIXTURES = new URL("../../../../fixtures/plans/", import.meta.url);

interface ZoneFixture {
  name: Translations;
  sections: string[];
  rows?: [number, number];
}

/**
 * The second demo venue, "Konserttitalo": a ~2,000-place concert hall with two balconies, standing areas,
 * wheelchair places with companions and three price zones, set up the way an administrator would: a plan
 * created, its SVG uploaded through the sanitizer, spaces created from the map's elements, zones assigned.
 * No event uses it, so the demo catalogue stays as it is; administrators put it on sale.
 */
export async function seedConcertHall(dataSource: DataSource): Promise<string> {
  const settings = new SettingsService(dataSource);
  const admin = new PlanAdminService(dataSource, systemClock, settings, occasionInventory);
  const plans = new PlanService(dataSource);
  const [svg, zonesJson] = await Promise.all([
    readFile(new URL("concert-hall.svg", FIXTURES), "utf8"),
    readFile(new URL("concert-hall.zones.json", FIXTURES), "utf8"),
  ]);
  const zones = (JSON.parse(zonesJson) as { zones: ZoneFixture[] }).zones;
  const texts = (value: Translations) => Object.entries(value).map(([language, text]) => ({ language, text: text ?? "" }));
  const { id } = await admin.create({
    names: texts({ fi: "Konserttitalo", sv: "Konserthuset", en: "Concert Hall" }),
    descriptions: texts({
      fi: "Konserttisali: permanto kolmessa lohkossa, kaksi parveketta, seisomakatsomot ja pyörätuolipaikat avustajineen.",
      sv: "Konsertsal: parkett i tre sektioner, två balkonger, ståplatser och rullstolsplatser med ledsagare.",
      en: "A concert hall: stalls in three sections, two balconies, standing areas and wheelchair places with companions.",
    }),
    namePattern: "{section}-{row}-{seat}",
    mapLabelMasks: texts({ en: "{name}: {remaining} / {max}" }),
    // No mask: customers read the app's translated labels ('PC, row 12, seat 7', 'Wheelchair place 3').
    spaceLabelMasks: [],
    styles: `${buildDemoHall().styles}\n.plan .companion { fill: #e7f5ff; stroke: #1971c2; }`,
  });
  try {
    await admin.replaceMap(id, svg);
  } finally {
    // The map went through the upload path's worker thread; the app's own service starts one when it needs it.
    await admin.close();
  }
  await admin.createSpacesFromMap(id, (await plans.get(id, "en")).updatedAt);
  await admin.savePriceZones(
    id,
    zones.map((zone) => ({ names: texts(zone.name) })),
    (await plans.get(id, "en")).updatedAt,
  );
  const plan = await plans.get(id, "en");
  // A place is in the first zone whose sections include its section and whose rows (when given) include its row.
  const zoneOf = (space: { section: string | null; row: string | null }) => {
    const index = zones.findIndex(
      (zone) =>
        space.section !== null &&
        zone.sections.includes(space.section) &&
        (!zone.rows || (space.row !== null && Number(space.row) >= zone.rows[0] && Number(space.row) <= zone.rows[1])),
    );
    return index < 0 ? null : (plan.priceZones[index]?.id ?? null);
  };
  await admin.saveSpaces(
    id,
    {
      save: plan.spaces.map((space) => ({
        id: space.id,
        name: space.name,
        maxTickets: space.maxTickets,
        spaceTypeId: space.spaceType?.id ?? null,
        priceZoneId: zoneOf(space),
      })),
      delete: [],
    },
    plan.updatedAt,
  );
  return id;
}
