import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";

/** A picture in shades of grey: one byte a pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

const PURE_BARCODE = new Map([[DecodeHintType.PURE_BARCODE, true]]);

/**
 * The text of the QR code in a photo or screenshot of a ticket, or null when none can be read. The scanner library
 * misses about one sharp, screen-perfect code in thirty (its finder-pattern search trips on some module patterns),
 * exactly the screenshot a customer shows at the door; read as a pure barcode, and then at half the size, every one of
 * them reads. A camera photo that the first reading misses gets the same second and third chances.
 */
export function readQrCode(image: GreyImage): string | null {
  return decode(image) ?? decode(image, PURE_BARCODE) ?? decode(halved(image));
}

function decode(image: GreyImage, hints?: Map<DecodeHintType, unknown>): string | null {
  try {
    const source = new RGBLuminanceSource(image.pixels, image.width, image.height);
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    // NotFound, Checksum and Format exceptions all mean "no readable code in this attempt".
    return null;
  }
}

/** The image at half its width and height, each pixel the mean of four. */
function halved(image: GreyImage): GreyImage {
  const width = Math.max(1, image.width >> 1);
  const height = Math.max(1, image.height >> 1);
  const pixels = new Uint8ClampedArray(width * height);
  const row = image.width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const top = 2 * y * row + 2 * x;
      const bottom = Math.min(2 * y + 1, image.height - 1) * row + 2 * x;
      const right = Math.min(1, image.width - 1 - 2 * x);
      pixels[y * width + x] =
        (image.pixels[top]! + image.pixels[top + right]! + image.pixels[bottom]! + image.pixels[bottom + right]!) >> 2;
    }
  }
  return { width, height, pixels };
}

/** A canvas's pixels as shades of grey (ITU-R BT.601 luma). */
export function greyOf(canvas: HTMLCanvasElement): GreyImage {
  const { width, height } = canvas;
  const rgba = canvas.getContext("2d")!.getImageData(0, 0, width, height).data;
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = (rgba[4 * i]! * 299 + rgba[4 * i + 1]! * 587 + rgba[4 * i + 2]! * 114) / 1000;
  }
  return { width, height, pixels };
}
