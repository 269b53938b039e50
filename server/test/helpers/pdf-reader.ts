/**
 * Reads back what the app's PDFs (pdfkit, standard fonts) draw: each page's text and the QR code drawn as
 * vector squares, decoded with jsQR from an image rebuilt out of those squares. A real decode of what the
 * page shows, so a QR code drawn wrong fails here however right its input string was.
 */
import { inflateSync } from "node:zlib";
import jsQRModule from "jsqr";

// jsqr is CommonJS whose types say `export default`: under NodeNext the default import is the module object.
const jsQR = (jsQRModule as unknown as { default: typeof jsQRModule.default }).default;

export interface ReadPage {
  /** Every text run drawn, in order. */
  texts: string[];
  /** The QR code's text, or null when the page has no readable QR code. */
  qr: string | null;
}

/** WinAnsi as the standard fonts write it: Latin-1, with the euro sign and typographic marks in 0x80-0x9f. */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—" };
const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? []).map((pair) => WIN_ANSI_HIGH[parseInt(pair, 16)] ?? String.fromCharCode(parseInt(pair, 16))).join("");

/** The page content streams, inflated, in the order the file holds them. */
function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const latin = pdf.toString("latin1");
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(latin); match; match = pattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf("endstream", start);
    const dictionary = match[1]!;
    const body = pdf.subarray(start, end);
    const data = /\/FlateDecode/.test(dictionary) ? inflateSync(body) : body;
    const text = data.toString("latin1");
    // Content streams draw (text or paths); fonts and metadata do not.
    if (/\b(?:BT|re)\b/.test(text)) streams.push(text);
  }
  return streams;
}

function texts(content: string): string[] {
  const runs: string[] = [];
  for (const match of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
    runs.push([...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => decodeHex(part[1]!)).join(""));
  }
  return runs;
}

/** Rebuilds the QR code's module grid from the `x y w h re` rectangles of one height, and decodes it. */
function qr(content: string): string | null {
  const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((match) => match.slice(1, 5).map(Number));
  if (rects.length === 0) return null;
  const side = Math.min(...rects.map((rect) => rect[3]!));
  const squares = rects.filter((rect) => Math.abs(rect[3]! - side) < 1e-3);
  const left = Math.min(...squares.map((rect) => rect[0]!));
  const top = Math.min(...squares.map((rect) => rect[1]!));
  const size = Math.round((Math.max(...squares.map((rect) => rect[1]!)) - top) / side) + 1;
  const dark = new Set<string>();
  for (const [x, y, width] of squares) {
    const row = Math.round((y! - top) / side);
    const first = Math.round((x! - left) / side);
    for (let column = first; column < first + Math.round(width! / side); column++) dark.add(`${row},${column}`);
  }
  // An image of the grid with the quiet zone the standard asks for (4 modules), 4 pixels a module.
  const scale = 4;
  const quiet = 4;
  const pixels = (size + 2 * quiet) * scale;
  const rgba = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (let py = 0; py < pixels; py++) {
    for (let px = 0; px < pixels; px++) {
      const row = Math.floor(py / scale) - quiet;
      const column = Math.floor(px / scale) - quiet;
      if (!dark.has(`${row},${column}`)) continue;
      const at = (py * pixels + px) * 4;
      rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
    }
  }
  return jsQR(rgba, pixels, pixels)?.data ?? null;
}

/** The PDF's pages as they draw: text runs and the QR code. */
export function readPdf(pdf: Buffer): ReadPage[] {
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
  return contentStreams(pdf).map((content) => ({ texts: texts(content), qr: qr(content) }));
}
