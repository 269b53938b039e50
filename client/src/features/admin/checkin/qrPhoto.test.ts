import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { type GreyImage, readQrCode } from "./qrPhoto";

/** A QR code drawn as a ticket's PDF or a screenshot shows it: sharp modules of `scale` pixels, a white margin. */
function drawn(text: string, scale = 8, margin = 4): GreyImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const side = (modules.size + 2 * margin) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - margin;
      const column = Math.floor(x / scale) - margin;
      if (row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column)) pixels[y * side + x] = 0;
    }
  }
  return { width: side, height: side, pixels };
}

/** A signed ticket code's shape: prefix, code and signature, in base64url. */
const ticketCode = () => `T1.${randomBytes(12).toString("base64url")}.${randomBytes(12).toString("base64url")}`;

describe("readQrCode", () => {
  it("reads every one of 150 screen-perfect ticket codes (the library alone misses about one in thirty)", () => {
    const codes = Array.from({ length: 150 }, ticketCode);
    const unread = codes.filter((code) => readQrCode(drawn(code)) !== code);
    expect(unread).toEqual([]);
  }, 30_000);

  it("reads codes drawn small and large", () => {
    const code = ticketCode();
    expect(readQrCode(drawn(code, 3, 2))).toBe(code);
    expect(readQrCode(drawn(code, 20, 4))).toBe(code);
  });

  it("finds no code in a blank picture", () => {
    expect(readQrCode({ width: 200, height: 100, pixels: new Uint8ClampedArray(200 * 100).fill(255) })).toBeNull();
  });
});
