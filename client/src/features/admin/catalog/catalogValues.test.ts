import { describe, expect, it } from "vitest";
import {
  numberOf,
  toAddonFormValues,
  toAddonInput,
  toSpaceTypeFormValues,
  toSpaceTypeInput,
  toTicketTypeFormValues,
  toTicketTypeInput,
  unusualVat,
  validateAddonForm,
  vatDecimalsError,
  vatError,
} from "./catalogValues";

const t = (key: string) => key;
const languages = [{ id: "fi" }, { id: "en" }, { id: "sv" }];

describe("catalogue forms", () => {
  it("turns a ticket type into fields and back, VAT with decimals", () => {
    const saved = { names: [{ language: "fi", text: "Aikuinen" }], vat: 25.5, productCode: "T-1", position: 2 };
    const values = toTicketTypeFormValues(saved, languages, "fi");
    // The VAT is shown in the language's decimal mark.
    expect(values).toEqual({ names: { fi: "Aikuinen", en: "", sv: "" }, vat: "25,5", productCode: "T-1", position: 2 });
    expect(toTicketTypeFormValues(saved, languages, "en").vat).toBe("25.5");
    expect(toTicketTypeInput({ ...values, productCode: " T-1 ", position: "" }, languages)).toEqual({
      names: [{ language: "fi", text: "Aikuinen" }],
      vat: 25.5,
      productCode: "T-1",
      position: 0,
    });
    expect(toTicketTypeFormValues(null, languages, "fi").vat).toBe("");
  });

  it("reads a VAT typed with a comma or a point in every language (issue 34: '10,0' was saved as 100 %)", () => {
    const values = toTicketTypeFormValues(null, languages, "en");
    for (const [typed, vat] of [
      ["10,0", 10],
      ["25,5", 25.5],
      ["25.5", 25.5],
      ["14", 14],
    ] as const)
      expect(toTicketTypeInput({ ...values, vat: typed }, languages).vat).toBe(vat);
    expect(vatError("10,0", t)).toBeNull();
    expect(vatError("25,5", t)).toBeNull();
    expect(vatError("", t)).toBe("validation.required");
    expect(vatError("255", t)).toBe("validation.max");
    expect(vatError("25,55,5", t)).toBe("validation.decimal");
    expect(vatError("25,555", t)).toBe("catalogAdmin.vatDecimals");
  });

  it("knows Finland's current VAT rates and asks about any other", () => {
    for (const rate of ["0", "10", "10,0", "14", "25,5", "25.50"]) expect(unusualVat(rate)).toBeNull();
    expect(unusualVat("24")).toBe(24);
    expect(unusualVat("25")).toBe(25);
    expect(unusualVat("not a number")).toBeNull();
  });

  it("reads number fields and refuses a third VAT decimal", () => {
    expect(numberOf("25,5")).toBe(25.5);
    expect(numberOf("")).toBe(0);
    expect(numberOf(10)).toBe(10);
    expect(vatDecimalsError(25.5, t)).toBeNull();
    expect(vatDecimalsError(24, t)).toBeNull();
    expect(vatDecimalsError("", t)).toBeNull();
    expect(vatDecimalsError(25.555, t)).toBe("catalogAdmin.vatDecimals");
  });

  it("keeps a space type's accessibility", () => {
    const values = toSpaceTypeFormValues({ names: [{ language: "fi", text: "Pyörätuoli" }], accessible: true }, languages);
    expect(toSpaceTypeInput(values, languages)).toEqual({ names: [{ language: "fi", text: "Pyörätuoli" }], accessible: true });
    expect(toSpaceTypeFormValues(null, languages).accessible).toBe(false);
  });

  it("shows an addon's cents as euros and sends euros as cents", () => {
    const saved = {
      names: [{ language: "fi", text: "Ohjelma" }],
      descriptions: [],
      price: 450,
      vat: 14,
      productCode: "A1",
      active: false,
      eventIds: ["e1"],
    };
    const values = toAddonFormValues(saved, languages, "fi");
    expect(values.price).toBe("4,50");
    expect(values.vat).toBe("14");
    expect(toAddonFormValues(saved, languages, "en").price).toBe("4.50");
    expect(toAddonInput({ ...values, price: "12,3" }, languages)).toEqual({
      names: [{ language: "fi", text: "Ohjelma" }],
      descriptions: [],
      price: 1230,
      vat: 14,
      productCode: "A1",
      active: false,
      eventIds: ["e1"],
    });
    expect(toAddonFormValues(null, languages, "fi")).toMatchObject({ price: "", active: true, eventIds: [] });
  });

  it("checks an addon's name and its price in euros", () => {
    const values = toAddonFormValues(null, languages, "fi");
    expect(validateAddonForm({ ...values, price: "4,505" }, languages, t)).toEqual({
      "names.fi": "validation.required",
      price: "adminEvents.prices.notEuros",
    });
    expect(validateAddonForm({ ...values, names: { fi: "Ohjelma", en: "", sv: "" }, price: "0" }, languages, t)).toEqual({});
  });
});
