import { describe, expect, it } from "vitest";
import { pageRange, settingsIndexTarget } from "./permissions";

describe("settings index", () => {
  it("leads to the first entry the user may open, or nowhere", () => {
    expect(settingsIndexTarget(["administer_users", "administer_roles"])).toBe("users");
    expect(settingsIndexTarget(["administer_roles"])).toBe("roles");
    expect(settingsIndexTarget(["administer_space_types", "administer_ticket_types"])).toBe("ticket-types");
    expect(settingsIndexTarget(["administer_events"])).toBe("addons");
    expect(settingsIndexTarget(["administer_bookings"])).toBe("personal-data");
    expect(settingsIndexTarget([])).toBeNull();
    expect(settingsIndexTarget(["administer_dictionaries"])).toBe("dictionaries");
  });
});

describe("pagination text", () => {
  it("counts from one", () => {
    expect(pageRange(0, 25, 60)).toEqual({ from: 1, to: 25, count: 60 });
    expect(pageRange(50, 10, 60)).toEqual({ from: 51, to: 60, count: 60 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0, count: 0 });
  });
});
