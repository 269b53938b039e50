import type { DataSource, EntityManager } from "typeorm";
import { atZonedTime, compilePattern, mapPlaces, nameParts } from "@seatbooking/core";
import type { Translations } from "../../../common/translations.js";
import { EventEntity } from "../../../modules/event/event.entity.js";
import { copyPlanInventory } from "../../../modules/occasion/occasion-inventory.js";
import { OccasionEntity } from "../../../modules/occasion/occasion.entity.js";
import { sanitizeSvg } from "../../../modules/plan/svg-sanitizer.js";
import { PlanEntity } from "../../../modules/plan/plan.entity.js";
import { PriceZoneEntity } from "../../../modules/plan/price-zone.entity.js";
import { SpaceEntity } from "../../../modules/plan/space.entity.js";
import { SpaceTypeEntity } from "../../../modules/plan/space-type.entity.js";
import { AddonEntity } from "../../../modules/pricing/addon.entity.js";
import { EventAddonEntity } from "../../../modules/pricing/event-addon.entity.js";
import { EventPriceEntity } from "../../../modules/pricing/event-price.entity.js";
import { OccasionPriceEntity } from "../../../modules/pricing/occasion-price.entity.js";
import { TicketTypeEntity } from "../../../modules/pricing/ticket-type.entity.js";
import { EventZonePriceEntity, OccasionZonePriceEntity } from "../../../modules/pricing/zone-price.entity.js";
import { buildDemoHall, type DemoPriceZone } from "./demo-hall.js";

const TIME_ZONE = "Europe/Helsinki";

function daysAhead(now: Date, days: number, hour: number, minute = 0): Date {
  return atZonedTime(new Date(now.getTime() + days * 86_400_000), hour, minute, TIME_ZONE);
}

type Prices = Record<"adult" | "child" | "senior" | "student", number>;

interface OccasionSeed {
  name: Translations;
  title?: Translations;
  startTime: Date;
  endTime?: Date;
  bookable?: boolean;
  bookableStartTime?: Date | null;
  bookableEndTime?: Date | null;
  published?: boolean;
  seasonal?: boolean;
  headsUpDays?: number;
  customPrices?: Prices;
  /** With customPrices: the occasion's own prices per price zone of the hall. */
  customZonePrices?: Partial<Record<DemoPriceZone, Prices>>;
}

/**
 * Demo content of a Finnish municipal theatre, so a fresh `npm start` has something real to book:
 * ticket and space types, the "Suuri sali" hall plan (360+ seats, wheelchair places, 200 standing),
 * published events with occasions (one seasonal, one not yet bookable), an unpublished event, addons.
 * Runs only into a database without events.
 */
export async function seedDemoData(dataSource: DataSource, now = new Date()): Promise<boolean> {
  if (await dataSource.getRepository(EventEntity).exists()) return false;
  await dataSource.transaction(async (manager) => {
    const ticketTypes = await manager.getRepository(TicketTypeEntity).save([
      { name: { en: "Adult", fi: "Aikuinen", sv: "Vuxen" }, vat: 14, productCode: "TICKET-ADULT", position: 0 },
      { name: { en: "Child", fi: "Lapsi", sv: "Barn" }, vat: 14, productCode: "TICKET-CHILD", position: 1 },
      { name: { en: "Senior", fi: "Eläkeläinen", sv: "Pensionär" }, vat: 14, productCode: "TICKET-SENIOR", position: 2 },
      { name: { en: "Student", fi: "Opiskelija", sv: "Studerande" }, vat: 14, productCode: "TICKET-STUDENT", position: 3 },
    ]);
    const typeId = { adult: ticketTypes[0]!.id, child: ticketTypes[1]!.id, senior: ticketTypes[2]!.id, student: ticketTypes[3]!.id };

    const spaceTypes = await manager.getRepository(SpaceTypeEntity).save([
      { name: { en: "Seat", fi: "Istumapaikka", sv: "Sittplats" } },
      { name: { en: "Standing", fi: "Seisomapaikka", sv: "Ståplats" } },
      { name: { en: "Wheelchair place", fi: "Pyörätuolipaikka", sv: "Rullstolsplats" }, accessible: true },
      // The concert hall's seats beside its wheelchair places (map class `companion`): 'Companion seat 3'.
      { name: { en: "Companion seat", fi: "Avustajan paikka", sv: "Ledsagarplats" } },
    ]);
    const spaceTypeId = { seat: spaceTypes[0]!.id, standing: spaceTypes[1]!.id, wheelchair: spaceTypes[2]!.id };

    const addons = await manager.getRepository(AddonEntity).save([
      {
        name: { en: "Printed programme", fi: "Käsiohjelma", sv: "Programblad" },
        description: { en: "Collected at the lobby.", fi: "Noudetaan aulasta.", sv: "Hämtas i foajén." },
        price: 600,
        vat: 14,
        productCode: "ADDON-PROGRAMME",
      },
      {
        name: { en: "Cloakroom", fi: "Narikka", sv: "Garderob" },
        description: { en: "One coat.", fi: "Yksi takki.", sv: "En rock." },
        price: 300,
        vat: 25.5,
        productCode: "ADDON-CLOAKROOM",
      },
    ]);

    const hall = buildDemoHall();
    const map = sanitizeSvg(hall.svg);
    const plan = await manager.getRepository(PlanEntity).save({
      name: hall.name,
      description: hall.description,
      map,
      namePattern: hall.namePattern,
      // The masks say no words, so the default language's (en, seeded first) serves every language.
      mapLabelMasks: { en: hall.mapLabelMask },
      spaceLabelMasks: hall.spaceLabelMask ? { en: hall.spaceLabelMask } : {},
      styles: hall.styles,
    });
    const zones = await manager
      .getRepository(PriceZoneEntity)
      .save(hall.priceZones.map((zone, position) => ({ planId: plan.id, name: zone.name, position })));
    const zoneId = new Map(hall.priceZones.map((zone, index) => [zone.key, zones[index]!.id]));
    // Each space's section, row and seat as the plan editor reads them: its element's data-* attributes, else the name pattern.
    const pattern = compilePattern(hall.namePattern);
    const places = new Map(mapPlaces(map).map((place) => [place.name, place]));
    await manager.getRepository(SpaceEntity).insert(
      hall.spaces.map((space) => ({
        planId: plan.id,
        name: space.name,
        ...nameParts(space.name, pattern, places.get(space.name)),
        maxTickets: space.maxTickets,
        spaceTypeId: spaceTypeId[space.spaceType],
        priceZoneId: space.priceZone ? (zoneId.get(space.priceZone) ?? null) : null,
      })),
    );

    const createEvent = async (
      name: Translations,
      description: Translations,
      published: boolean,
      prices: Prices,
      occasions: OccasionSeed[],
      zonePrices: Partial<Record<DemoPriceZone, Prices>> = {},
    ) => {
      const event = await manager.getRepository(EventEntity).save({ name, description, planId: plan.id, published, status: "active" });
      await manager
        .getRepository(EventPriceEntity)
        .insert(
          (Object.keys(prices) as Array<keyof Prices>).map((key) => ({ eventId: event.id, ticketTypeId: typeId[key], price: prices[key] })),
        );
      for (const [zone, zonePrice] of Object.entries(zonePrices) as Array<[DemoPriceZone, Prices]>) {
        await manager.getRepository(EventZonePriceEntity).insert(
          (Object.keys(zonePrice) as Array<keyof Prices>).map((key) => ({
            eventId: event.id,
            ticketTypeId: typeId[key],
            priceZoneId: zoneId.get(zone)!,
            price: zonePrice[key],
          })),
        );
      }
      // Every demo event offers both addons.
      await manager.getRepository(EventAddonEntity).insert(addons.map((addon) => ({ eventId: event.id, addonId: addon.id })));
      for (const seed of occasions) await createOccasion(manager, event.id, seed);
    };

    const createOccasion = async (manager: EntityManager, eventId: string, seed: OccasionSeed) => {
      const occasion = await manager.getRepository(OccasionEntity).save({
        eventId,
        planId: plan.id,
        name: seed.name,
        title: seed.title ?? {},
        startTime: seed.startTime,
        endTime: seed.endTime ?? new Date(seed.startTime.getTime() + 150 * 60_000),
        bookable: seed.bookable ?? true,
        bookableStartTime: seed.bookableStartTime ?? null,
        bookableEndTime: seed.bookableEndTime ?? null,
        published: seed.published ?? true,
        seasonal: seed.seasonal ?? false,
        headsUpDays: seed.headsUpDays ?? 0,
        customPricing: seed.customPrices !== undefined,
        status: "scheduled",
      });
      if (seed.customPrices) {
        const custom = seed.customPrices;
        await manager.getRepository(OccasionPriceEntity).insert(
          (Object.keys(custom) as Array<keyof Prices>).map((key) => ({
            occasionId: occasion.id,
            ticketTypeId: typeId[key],
            price: custom[key],
          })),
        );
      }
      for (const [zone, zonePrice] of Object.entries(seed.customZonePrices ?? {}) as Array<[DemoPriceZone, Prices]>) {
        await manager.getRepository(OccasionZonePriceEntity).insert(
          (Object.keys(zonePrice) as Array<keyof Prices>).map((key) => ({
            occasionId: occasion.id,
            ticketTypeId: typeId[key],
            priceZoneId: zoneId.get(zone)!,
            price: zonePrice[key],
          })),
        );
      }
      await copyPlanInventory(manager, occasion.id, plan.id);
    };

    await createEvent(
      { en: "The Seven Brothers", fi: "Seitsemän veljestä", sv: "Sju bröder" },
      {
        en: "Aleksis Kivi's classic as a boisterous, moving evening of theatre for the whole family.",
        fi: "Aleksis Kiven klassikko riehakkaana ja koskettavana teatteri-iltana koko perheelle.",
        sv: "Aleksis Kivis klassiker som en yster och rörande teaterkväll för hela familjen.",
      },
      true,
      { adult: 3900, child: 1900, senior: 3200, student: 2500 },
      [
        {
          name: { en: "Premiere", fi: "Ensi-ilta", sv: "Premiär" },
          title: { en: "Premiere", fi: "Ensi-ilta", sv: "Premiär" },
          startTime: daysAhead(now, 7, 19),
          customPrices: { adult: 4900, child: 2500, senior: 4200, student: 3500 },
        },
        { name: { en: "Evening show", fi: "Iltanäytös", sv: "Kvällsföreställning" }, startTime: daysAhead(now, 9, 19) },
        {
          name: { en: "Matinee", fi: "Päivänäytös", sv: "Matiné" },
          title: { en: "Matinee", fi: "Päivänäytös", sv: "Matiné" },
          startTime: daysAhead(now, 10, 14),
        },
        {
          name: { en: "Evening show 2", fi: "Iltanäytös 2", sv: "Kvällsföreställning 2" },
          startTime: daysAhead(now, 14, 19),
          // The event's prices, but the front stalls cost more: its map shows two price levels.
          customPrices: { adult: 3900, child: 1900, senior: 3200, student: 2500 },
          customZonePrices: { front: { adult: 4900, child: 2500, senior: 4200, student: 3500 } },
        },
      ],
    );
    await createEvent(
      { en: "City Orchestra: Sibelius 2", fi: "Kaupunginorkesteri: Sibelius 2", sv: "Stadsorkestern: Sibelius 2" },
      {
        en: "The City Orchestra plays Sibelius's Second Symphony and Grieg's Piano Concerto.",
        fi: "Kaupunginorkesteri soittaa Sibeliuksen toisen sinfonian ja Griegin pianokonserton.",
        sv: "Stadsorkestern spelar Sibelius andra symfoni och Griegs pianokonsert.",
      },
      true,
      { adult: 3200, child: 1000, senior: 2600, student: 1500 },
      [
        { name: { en: "Concert", fi: "Konsertti", sv: "Konsert" }, startTime: daysAhead(now, 12, 19) },
        // Tickets go on sale later: visible but not yet bookable.
        {
          name: { en: "Second concert", fi: "Toinen konsertti", sv: "Andra konserten" },
          startTime: daysAhead(now, 40, 19),
          bookableStartTime: daysAhead(now, 20, 9),
        },
      ],
    );
    await createEvent(
      { en: "Season seats 2027", fi: "Kausipaikat 2027", sv: "Säsongsplatser 2027" },
      {
        en: "The same seat for every premiere of the 2027 season. Season holders renew before public sale.",
        fi: "Sama paikka kauden 2027 jokaiseen ensi-iltaan. Kausipaikan haltijat uusivat ennen yleistä myyntiä.",
        sv: "Samma plats på varje premiär säsongen 2027. Säsongsinnehavare förnyar före den allmänna försäljningen.",
      },
      true,
      { adult: 18000, child: 9000, senior: 15000, student: 12000 },
      [
        {
          name: { en: "Season 2027", fi: "Kausi 2027", sv: "Säsong 2027" },
          startTime: daysAhead(now, 60, 19),
          seasonal: true,
          headsUpDays: 14,
          bookableStartTime: daysAhead(now, 1, 9),
        },
      ],
    );
    await createEvent(
      { en: "Christmas Gala (in planning)", fi: "Joulugaala (suunnitteilla)", sv: "Julgala (under planering)" },
      { en: "Not announced yet.", fi: "Ei vielä julkistettu.", sv: "Inte offentliggjord ännu." },
      false,
      { adult: 4500, child: 2000, senior: 4000, student: 3000 },
      [{ name: { en: "Gala", fi: "Gaala", sv: "Gala" }, startTime: daysAhead(now, 30, 18), published: false }],
    );
  });
  return true;
}
