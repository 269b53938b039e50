import { describe, expect, it } from "vitest";
import { spaceOfField } from "./usePlanSave";

describe("spaceOfField", () => {
  const changes = {
    save: [
      { name: "X-1", maxTickets: 1 },
      { name: "X-2", maxTickets: 0 },
    ],
    delete: ["s9"],
  };
  const plan = { spaces: [{ id: "s9", name: "R1-S9" }] } as Parameters<typeof spaceOfField>[2];

  it("names the space a server field error is about", () => {
    expect(spaceOfField("save.1.maxTickets", changes, plan)).toBe("X-2");
    expect(spaceOfField("delete.0", changes, plan)).toBe("R1-S9");
  });

  it("keeps a field it cannot place", () => {
    expect(spaceOfField("save.7.name", changes, plan)).toBe("save.7.name");
    expect(spaceOfField("zones", changes, plan)).toBe("zones");
  });
});
