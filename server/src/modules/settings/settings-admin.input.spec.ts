import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { settingsSchema } from "./settings-admin.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

const settings = { primaryColor: "#AA00ff", timeZone: " Europe/Helsinki " };

describe("settingsSchema", () => {
  it("answers colours lower-cased, the time zone trimmed, empty texts and numbers left out as null, the business ID normalized", () => {
    expect(
      parseInput(settingsSchema, {
        ...settings,
        secondaryColor: " ",
        sellerName: " Łukasz Ščerbanović Oy ",
        sellerBusinessId: " 112038-9 ",
      }),
    ).toEqual({
      primaryColor: "#aa00ff",
      secondaryColor: null,
      timeZone: "Europe/Helsinki",
      retentionDays: null,
      customerCancellationHours: null,
      waitingListOfferMinutes: null,
      sellerName: "Łukasz Ščerbanović Oy",
      sellerBusinessId: "0112038-9",
      sellerAddress: null,
      // Left out, the sharing image is parsed as none; the save keeps the stored one (settings-admin.ts).
      imageUrl: null,
    });
  });

  it("refuses every bad field at once with its own message", () => {
    expect(
      refusedFields(() =>
        parseInput(settingsSchema, {
          primaryColor: "red",
          secondaryColor: "#12345",
          timeZone: "Mars/Olympus",
          retentionDays: 0,
          customerCancellationHours: 1.5,
          waitingListOfferMinutes: "10,0",
          sellerName: "x".repeat(201),
          sellerBusinessId: "0112038-8",
          sellerAddress: "x".repeat(301),
        }),
      ),
    ).toEqual({
      primaryColor: "validation.colour",
      secondaryColor: "validation.colour",
      timeZone: "validation.timeZone",
      retentionDays: "validation.retentionDays",
      customerCancellationHours: "validation.customerCancellationHours",
      waitingListOfferMinutes: "validation.waitingListOfferMinutes",
      sellerName: "validation.tooLong",
      sellerBusinessId: "validation.businessId",
      sellerAddress: "validation.tooLong",
    });
    expect(refusedFields(() => parseInput(settingsSchema, { timeZone: "" }))).toEqual({
      primaryColor: "validation.colour",
      timeZone: "validation.timeZone",
    });
  });
});
