import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path.js";

describe("loggablePath", () => {
  it("hides a 'my booking' link's token and leaves other paths alone", () => {
    expect(loggablePath("/my-booking/abcDEF123_-xyz/tickets.pdf")).toBe("/my-booking/…/tickets.pdf");
    expect(loggablePath("/api/my-booking/abcDEF123")).toBe("/api/my-booking/…");
    expect(loggablePath("/fi/waiting-list/abcDEF123_-xyz")).toBe("/fi/waiting-list/…");
    expect(loggablePath("/occasions/1b2c/occupancy")).toBe("/occasions/1b2c/occupancy");
  });
});
