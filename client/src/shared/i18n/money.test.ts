import { describe, expect, it } from "vitest";
import { formatCents } from "./money";

describe("formatCents", () => {
  it("formats integer cents as euros per language", () => {
    expect(formatCents(1234, "en")).toBe("€12.34");
    expect(formatCents(1234, "fi").replace(/\s/g, " ")).toBe("12,34 €");
    expect(formatCents(5, "sv").replace(/\s/g, " ")).toBe("0,05 €");
  });
});
