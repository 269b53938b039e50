import { describe, expect, it } from "vitest";
import type { MessageKey } from "../i18n/server-messages.js";
import { collectInput } from "../../common/request-input.js";
import { eventInputFields } from "./event-admin.input.js";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("eventInputFields", () => {
  it("answers a status, the plan id and the addon ids (null when left out)", () => {
    const errors: Record<string, MessageKey> = {};
    expect(collectInput(eventInputFields.status, "cancelled", errors, "status")).toBe("cancelled");
    expect(collectInput(eventInputFields.planId, id.toUpperCase(), errors, "planId")).toBe(id);
    expect(collectInput(eventInputFields.addonIds, undefined, errors, "addonIds")).toBeUndefined();
    expect(collectInput(eventInputFields.addonIds, [id, id], errors, "addonIds")).toEqual([id]);
    expect(errors).toEqual({});
  });

  it("refuses each field under its own name with its own message", () => {
    const errors: Record<string, MessageKey> = {};
    expect(collectInput(eventInputFields.status, "Łukasz Ščerbanović", errors, "status")).toBeNull();
    expect(collectInput(eventInputFields.planId, "", errors, "planId")).toBeNull();
    expect(collectInput(eventInputFields.addonIds, [id, "1"], errors, "addonIds")).toBeNull();
    expect(errors).toEqual({ status: "validation.eventStatus", planId: "validation.planUnknown", addonIds: "validation.addonUnknown" });
  });

  it("a per-buyer cap is a whole number from 1, or null for none; left out it is undefined (unchanged)", () => {
    const errors: Record<string, MessageKey> = {};
    expect(collectInput(eventInputFields.maxTicketsPerBuyer, 4, errors, "maxTicketsPerBuyer")).toBe(4);
    expect(collectInput(eventInputFields.maxTicketsPerBuyer, null, errors, "maxTicketsPerBuyer")).toBeNull();
    expect(collectInput(eventInputFields.maxTicketsPerBuyer, undefined, errors, "maxTicketsPerBuyer")).toBeUndefined();
    expect(errors).toEqual({});
    for (const wrong of [0, -2, 2.5, 10_001]) {
      const refused: Record<string, MessageKey> = {};
      collectInput(eventInputFields.maxTicketsPerBuyer, wrong, refused, "maxTicketsPerBuyer");
      expect(refused).toEqual({ maxTicketsPerBuyer: "validation.maxTicketsPerBuyer" });
    }
  });
});
