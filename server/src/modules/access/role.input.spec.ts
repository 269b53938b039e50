import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { roleSchema } from "./role.input.js";

describe("roleSchema", () => {
  it("takes a role's name and description trimmed, its permissions sorted without repeats", () => {
    expect(
      checkInput(roleSchema, {
        name: " Łukasz Ščerbanović's door ",
        description: "",
        permissions: ["sell_tickets", "check_in", "sell_tickets"],
      }),
    ).toEqual({ ok: true, value: { name: "Łukasz Ščerbanović's door", description: "", permissions: ["check_in", "sell_tickets"] } });
  });

  it("refuses a permission not among PERMISSIONS on the list itself", () => {
    expect(checkInput(roleSchema, { name: "Ovi", description: "", permissions: ["check_in", "rule_the_world"] })).toEqual({
      ok: false,
      problems: { permissions: { problem: "invalid", key: "auth.unknownPermission" } },
    });
  });

  it("refuses an empty name, one too long, and permissions that are not a list", () => {
    expect(checkInput(roleSchema, { name: " ", description: "", permissions: [] })).toEqual({
      ok: false,
      problems: { name: { problem: "required" } },
    });
    expect(checkInput(roleSchema, { name: "x".repeat(101), description: "", permissions: "check_in" })).toEqual({
      ok: false,
      problems: { name: { problem: "tooLong", limit: 100 }, permissions: { problem: "missing" } },
    });
  });
});
