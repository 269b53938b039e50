import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { eventually, getJson, gqlData, TICKET_TYPE_FIELDS, type TicketTypeJson } from "../helpers/read-api.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

interface AddonJson {
  id: string;
  name: string;
  description: string | null;
  price: number;
  vat: number;
  productCode: string;
  active: boolean;
}

describe("GET /api/ticket-types", () => {
  it.each([
    ["en", ["Adult", "Child", "Senior", "Student"]],
    ["fi", ["Aikuinen", "Lapsi", "Eläkeläinen", "Opiskelija"]],
    ["sv", ["Vuxen", "Barn", "Pensionär", "Studerande"]],
  ])("lists the ticket types in display order with names in %s", async (language, names) => {
    const types = await getJson<TicketTypeJson[]>(app, `/api/ticket-types?lng=${language}`);
    expect(types.map((type) => type.name)).toEqual(names);
    expect(types.map((type) => type.productCode)).toEqual(["TICKET-ADULT", "TICKET-CHILD", "TICKET-SENIOR", "TICKET-STUDENT"]);
    for (const type of types) expect(type.vat).toBe(14);
  });

  it("gives the same ticket types through GraphQL", async () => {
    for (const language of ["en", "fi", "sv", "de"]) {
      const rest = await getJson<TicketTypeJson[]>(app, `/api/ticket-types?lng=${language}`);
      const gql = await gqlData<{ ticketTypes: TicketTypeJson[] }>(app, `{ ticketTypes { ${TICKET_TYPE_FIELDS} } }`, {}, { language });
      expect(gql.ticketTypes).toEqual(rest);
    }
  });

  it("falls back to English for an unsupported language", async () => {
    expect((await getJson<TicketTypeJson[]>(app, "/api/ticket-types?lng=ru")).map((type) => type.name)).toEqual([
      "Adult",
      "Child",
      "Senior",
      "Student",
    ]);
  });

  it("answers a decimal VAT rate as a number", async () => {
    await app.services.dataSource.query(
      `INSERT INTO ticket_types (name, vat, product_code, position) VALUES ('{"en": "Patron", "fi": "Tukija"}', 25.5, 'TICKET-PATRON', 99)`,
    );
    try {
      await eventually(async () => {
        const rest = await getJson<TicketTypeJson[]>(app, "/api/ticket-types?lng=fi");
        expect(rest.at(-1)).toMatchObject({ name: "Tukija", vat: 25.5, productCode: "TICKET-PATRON" });
        const gql = await gqlData<{ ticketTypes: TicketTypeJson[] }>(
          app,
          `{ ticketTypes { ${TICKET_TYPE_FIELDS} } }`,
          {},
          { language: "fi" },
        );
        expect(gql.ticketTypes).toEqual(rest);
      });
    } finally {
      await app.services.dataSource.query(`DELETE FROM ticket_types WHERE product_code = 'TICKET-PATRON'`);
    }
  });
});

describe("GET /api/addons", () => {
  it("lists active addons with prices in cents and VAT, translated", async () => {
    const en = await getJson<AddonJson[]>(app, "/api/addons?lng=en");
    const cloakroom = en.find((addon) => addon.name === "Cloakroom");
    const programme = en.find((addon) => addon.name === "Printed programme");
    expect(cloakroom).toMatchObject({ price: 300, vat: 25.5, description: "One coat." });
    expect(programme).toMatchObject({ price: 600, vat: 14, description: "Collected at the lobby." });
    const fi = await getJson<AddonJson[]>(app, "/api/addons?lng=fi");
    expect(fi.find((addon) => addon.id === cloakroom!.id)).toMatchObject({ name: "Narikka", description: "Yksi takki." });
  });

  it("leaves inactive addons out", async () => {
    await app.services.dataSource.query(
      `INSERT INTO addons (name, description, price, vat, product_code, active) VALUES ('{"en": "Retired scarf"}', '{}', 1500, 25.5, 'ADDON-SCARF', false)`,
    );
    try {
      const rest = await getJson<AddonJson[]>(app, "/api/addons");
      expect(rest.map((addon) => addon.name)).not.toContain("Retired scarf");
      const gql = await gqlData<{ addons: AddonJson[] }>(app, `{ addons { id name } }`);
      expect(gql.addons.map((addon) => addon.name)).not.toContain("Retired scarf");
      // Control: the same row, active, is listed.
      await app.services.dataSource.query(`UPDATE addons SET active = true WHERE product_code = 'ADDON-SCARF'`);
      await eventually(async () =>
        expect((await getJson<AddonJson[]>(app, "/api/addons")).map((addon) => addon.name)).toContain("Retired scarf"),
      );
    } finally {
      await app.services.dataSource.query(`DELETE FROM addons WHERE product_code = 'ADDON-SCARF'`);
    }
  });

  it("gives the same addons through GraphQL", async () => {
    for (const language of ["en", "sv"]) {
      const rest = await getJson<AddonJson[]>(app, `/api/addons?lng=${language}`);
      const gql = await gqlData<{ addons: AddonJson[] }>(
        app,
        `{ addons { id name description price vat productCode active } }`,
        {},
        { language },
      );
      expect(gql.addons).toEqual(rest);
      expect(rest.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("GET /api/payment-methods", () => {
  it.each([
    ["en", "Skip payment"],
    ["fi", "Ohita maksu"],
    ["sv", "Hoppa över betalning"],
  ])("lists the configured methods, skip included, named in %s", async (language, skipName) => {
    const methods = await getJson<Array<{ id: string; name: string }>>(app, `/api/payment-methods?lng=${language}`);
    expect(Array.isArray(methods)).toBe(true);
    expect(methods.find((method) => method.id === "skip")).toEqual({ id: "skip", name: skipName });
  });

  it("gives the same methods through GraphQL", async () => {
    for (const language of ["en", "fi"]) {
      const rest = await getJson<unknown[]>(app, `/api/payment-methods?lng=${language}`);
      const gql = await gqlData<{ paymentMethods: unknown[] }>(app, `{ paymentMethods { id name } }`, {}, { language });
      expect(gql.paymentMethods).toEqual(rest);
    }
  });
});
