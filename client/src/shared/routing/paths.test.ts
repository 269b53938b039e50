import { describe, expect, it } from "vitest";
import { localizedPath, switchLanguagePath } from "./paths";

describe("localizedPath", () => {
  it("prefixes paths with the language", () => {
    expect(localizedPath("fi")).toBe("/fi");
    expect(localizedPath("fi", "/")).toBe("/fi");
    expect(localizedPath("fi", "/events/1")).toBe("/fi/events/1");
    expect(localizedPath("sv", "events")).toBe("/sv/events");
  });
});

describe("switchLanguagePath", () => {
  it("replaces the language segment and keeps the rest, search and hash", () => {
    expect(switchLanguagePath({ pathname: "/fi/events/1", search: "?x=1" }, "sv")).toBe("/sv/events/1?x=1");
    expect(switchLanguagePath({ pathname: "/en", search: "" }, "fi")).toBe("/fi");
    expect(switchLanguagePath({ pathname: "/en/events", search: "?a=b", hash: "#h" }, "fi")).toBe("/fi/events?a=b#h");
  });
});
