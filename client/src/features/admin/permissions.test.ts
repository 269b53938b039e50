import { describe, expect, it } from "vitest";
import { mayOpen, pageRange, SETTINGS_ENTRIES, settingsIndexTarget, venueAbilities } from "./permissions";
import { manageEntries } from "../../app/layout/DrawerMenu";

describe("settings index", () => {
  it("leads to the first entry the user may open, or nowhere", () => {
    expect(settingsIndexTarget(["administer_users", "administer_roles"])).toBe("users");
    expect(settingsIndexTarget(["administer_roles"])).toBe("roles");
    expect(settingsIndexTarget(["administer_space_types", "administer_ticket_types"])).toBe("ticket-types");
    expect(settingsIndexTarget(["administer_events"])).toBe("addons");
    expect(settingsIndexTarget(["administer_personal_data"])).toBe("personal-data");
    // Issue 34: personal data on request is its own permission; the box office alone has no settings screen.
    expect(settingsIndexTarget(["administer_bookings"])).toBeNull();
    expect(settingsIndexTarget(["sell_tickets", "check_in"])).toBeNull();
    expect(settingsIndexTarget([])).toBeNull();
    // Webhooks need settings and bookings together.
    expect(
      mayOpen(
        SETTINGS_ENTRIES.find((entry) => entry.path === "webhooks")!,
        ["administer_settings"],
      ),
    ).toBe(false);
    expect(
      mayOpen(
        SETTINGS_ENTRIES.find((entry) => entry.path === "webhooks")!,
        ["administer_settings", "administer_bookings"],
      ),
    ).toBe(true);
    expect(settingsIndexTarget(["administer_dictionaries"])).toBe("dictionaries");
  });
});

describe("roles a venue can give (issue 34)", () => {
  const manage = (permissions: string[]) => manageEntries(permissions, "en", (key) => key).map((entry) => entry.to);

  it("a seller opens the events and occasion pages to sell, and edits nothing", () => {
    expect(venueAbilities(["sell_tickets"])).toEqual({ open: true, manageEvents: false, sell: true, bookings: false, refund: false });
    expect(manage(["sell_tickets"])).toEqual(["/en/admin/events"]);
  });

  it("the door sees only check-in", () => {
    expect(venueAbilities(["check_in"])).toEqual({ open: false, manageEvents: false, sell: false, bookings: false, refund: false });
    expect(manage(["check_in"])).toEqual(["/en/admin/check-in"]);
  });

  it("the events administrator edits but sells only with sell_tickets", () => {
    expect(venueAbilities(["administer_events"])).toMatchObject({ open: true, manageEvents: true, sell: false });
    expect(venueAbilities(["administer_events", "sell_tickets"])).toMatchObject({ open: true, manageEvents: true, sell: true });
  });

  it("refunds need refund_bookings besides administer_bookings", () => {
    expect(venueAbilities(["administer_bookings"])).toMatchObject({ bookings: true, refund: false });
    expect(venueAbilities(["administer_bookings", "refund_bookings"])).toMatchObject({ bookings: true, refund: true });
    expect(manage(["administer_bookings"])).toEqual(expect.arrayContaining(["/en/admin", "/en/admin/reports/sales"]));
    expect(manage(["administer_bookings"])).not.toContain("/en/admin/check-in");
    expect(manage(["administer_bookings"])).not.toContain("/en/admin/events");
  });
});

describe("pagination text", () => {
  it("counts from one", () => {
    expect(pageRange(0, 25, 60)).toEqual({ from: 1, to: 25, count: 60 });
    expect(pageRange(50, 10, 60)).toEqual({ from: 51, to: 60, count: 60 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0, count: 0 });
  });
});
