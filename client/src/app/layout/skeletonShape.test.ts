import { describe, expect, it } from "vitest";
import { skeletonShape } from "./skeletonShape";

describe("the first paint's skeleton shape", () => {
  it("is the event list at the root and /events, with or without a language", () => {
    for (const path of ["/", "/fi", "/fi/", "/sv/events", "/events"]) expect(skeletonShape(path), path).toBe("list");
  });

  it("is an event's page for /events/{id}", () => {
    expect(skeletonShape("/fi/events/0a6c8e0e-1b1f-4d7a-9a55-0c8f6c1d7e11")).toBe("event");
    expect(skeletonShape("/events/0a6c8e0e-1b1f-4d7a-9a55-0c8f6c1d7e11")).toBe("event");
  });

  it("is the seat map for /occasions/{id}, not for its checkout", () => {
    expect(skeletonShape("/en/occasions/0a6c8e0e")).toBe("seatMap");
    expect(skeletonShape("/en/occasions/0a6c8e0e/checkout")).toBe("page");
  });

  it("is a plain page anywhere else", () => {
    expect(skeletonShape("/en/account")).toBe("page");
    expect(skeletonShape("/fi/admin/events")).toBe("page");
  });
});
