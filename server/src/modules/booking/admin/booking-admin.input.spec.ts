import { describe, expect, it } from "vitest";
import { parseInput } from "../../../common/request-input.js";
import { bookingChangeSchema, boxOfficeSaleSchema, spaceListSchema } from "./booking-admin.input.js";
import { refusalOf } from "../../../../test/helpers/refusal.js";

const fieldsOf = (run: () => unknown) => refusalOf(run).fields;

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
const TYPE = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";

describe("spaceListSchema", () => {
  it("answers the ids lower-cased, each once", () => {
    expect(parseInput(spaceListSchema, [TYPE, TYPE.toLowerCase(), uuid(1)], "spaceIds")).toEqual([TYPE.toLowerCase(), uuid(1)]);
  });

  it("counts the places after repeats are dropped: none or more than 500 refused", () => {
    expect(fieldsOf(() => parseInput(spaceListSchema, [], "spaceIds"))).toEqual({ spaceIds: "validation.required" });
    const many = Array.from({ length: 501 }, (_, n) => uuid(n));
    expect(fieldsOf(() => parseInput(spaceListSchema, many, "spaceIds"))).toEqual({ spaceIds: "validation.tooLong" });
    expect(parseInput(spaceListSchema, [...many.slice(0, 500), uuid(0)], "spaceIds")).toHaveLength(500);
  });

  it("refuses an id that is no id as every id is refused, and a list that is not one", () => {
    const malformed = refusalOf(() => parseInput(spaceListSchema, [uuid(1), "Łukasz Ščerbanović"], "spaceIds"));
    expect([malformed.code, malformed.messageKey, malformed.fields]).toEqual(["BAD_USER_INPUT", "errors.malformedId", {}]);
    expect(fieldsOf(() => parseInput(spaceListSchema, uuid(1), "spaceIds"))).toEqual({ spaceIds: "validation.missing" });
  });
});

describe("boxOfficeSaleSchema", () => {
  it("takes places by space or by type, with how the sale was paid", () => {
    expect(parseInput(boxOfficeSaleSchema, { spaceIds: [uuid(1)], paymentKind: null })).toEqual({
      spaceIds: [uuid(1)],
      places: undefined,
      paymentKind: null,
    });
    const sale = parseInput(boxOfficeSaleSchema, {
      places: [
        { spaceId: uuid(1), ticketTypeId: TYPE },
        { spaceId: uuid(2), ticketTypeId: TYPE },
      ],
      paymentKind: "card",
    });
    expect(sale.places).toEqual(
      new Map([
        [uuid(1), TYPE.toLowerCase()],
        [uuid(2), TYPE.toLowerCase()],
      ]),
    );
    expect(sale.paymentKind).toBe("card");
  });

  it("needs places by space or by type, not both and not neither", () => {
    expect(fieldsOf(() => parseInput(boxOfficeSaleSchema, { spaceIds: [uuid(1)], places: [] }))).toEqual({
      places: "validation.boxOfficePlaces",
    });
    expect(fieldsOf(() => parseInput(boxOfficeSaleSchema, { spaceIds: null, places: undefined }))).toEqual({
      places: "validation.boxOfficePlaces",
    });
  });

  it("refuses no places, more than 500 different ones, a place that is not one, and an unknown payment kind", () => {
    expect(fieldsOf(() => parseInput(boxOfficeSaleSchema, { places: [] }))).toEqual({ places: "validation.required" });
    const many = Array.from({ length: 501 }, (_, n) => ({ spaceId: uuid(n), ticketTypeId: TYPE }));
    expect(fieldsOf(() => parseInput(boxOfficeSaleSchema, { places: many }))).toEqual({ places: "validation.tooLong" });
    expect(fieldsOf(() => parseInput(boxOfficeSaleSchema, { spaceIds: Array.from({ length: 501 }, (_, n) => uuid(n)) }))).toEqual({
      spaceIds: "validation.tooLong",
    });
    expect(fieldsOf(() => parseInput(boxOfficeSaleSchema, { places: [{ spaceId: uuid(1) }], paymentKind: "Łukasz Ščerbanović" }))).toEqual({
      "places.0.ticketTypeId": "validation.required",
      paymentKind: "validation.paymentKind",
    });
  });
});

describe("bookingChangeSchema", () => {
  it("answers the change with the ids its kind takes", () => {
    expect(parseInput(bookingChangeSchema, { kind: "move", ticketId: uuid(1), spaceId: uuid(2), ticketTypeId: null })).toEqual({
      kind: "move",
      ticketId: uuid(1),
      spaceId: uuid(2),
    });
    expect(parseInput(bookingChangeSchema, { kind: "cancel", ticketId: uuid(1) })).toEqual({ kind: "cancel" });
  });

  it("names each id its kind needs and was not given", () => {
    expect(fieldsOf(() => parseInput(bookingChangeSchema, { kind: "retype", ticketId: uuid(1), ticketTypeId: "" }))).toEqual({
      ticketTypeId: "validation.required",
    });
    expect(fieldsOf(() => parseInput(bookingChangeSchema, { kind: "move", spaceId: null }))).toEqual({
      ticketId: "validation.required",
      spaceId: "validation.required",
    });
    expect(fieldsOf(() => parseInput(bookingChangeSchema, { kind: "remove", ticketId: 7 }))).toEqual({ ticketId: "validation.missing" });
  });
});
