import { describe, expect, it } from "vitest";
import { IMAGE_URL_MAX_LENGTH, isImageUrl } from "./image-url.js";

describe("isImageUrl", () => {
  it("takes an https address of an image", () => {
    expect(isImageUrl("https://cdn.example.fi/kuvat/veljekset.jpg")).toBe(true);
    expect(isImageUrl("https://example.fi/image?size=1200x630")).toBe(true);
  });

  it("refuses anything but https, addresses with credentials or spaces, and ones too long", () => {
    for (const value of [
      "http://example.fi/a.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//example.fi/a.jpg",
      "example.fi/a.jpg",
      "https://user:secret@example.fi/a.jpg",
      "https://example.fi/a b.jpg",
      `https://example.fi/${"a".repeat(IMAGE_URL_MAX_LENGTH)}.jpg`,
      "",
    ])
      expect(isImageUrl(value), value).toBe(false);
  });
});
