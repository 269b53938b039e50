import { describe, expect, it } from "vitest";
import { hasPermission, meetsRequirements } from "./auth";

const admin = { id: "1", email: "a@example.com", permissions: ["administer_events", "administer_users"] };

describe("permission checks", () => {
  it("is true only when the list contains the permission; no user means an empty list", () => {
    expect(hasPermission(admin, "administer_events")).toBe(true);
    expect(hasPermission(admin, "administer_roles")).toBe(false);
    expect(hasPermission(null, "administer_events")).toBe(false);
  });

  it("requires a user for loggedIn and for any permission", () => {
    expect(meetsRequirements(null, {})).toBe(true);
    expect(meetsRequirements(null, { loggedIn: true })).toBe(false);
    expect(meetsRequirements(null, { permission: "administer_events" })).toBe(false);
    expect(meetsRequirements(admin, { loggedIn: true })).toBe(true);
    expect(meetsRequirements(admin, { loggedIn: true, permission: "administer_users" })).toBe(true);
    expect(meetsRequirements(admin, { permission: "administer_settings" })).toBe(false);
  });
});
