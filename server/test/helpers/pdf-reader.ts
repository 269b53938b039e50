/**
 * Reads back what the app's PDFs (pdfkit) draw: each page's text and the QR code drawn as vector squares, decoded
 * with jsQR from an image rebuilt out of those squares. A real decode of what the page shows, so a QR code drawn
 * wrong fails here however right its input string was.
 *
 * Text is decoded as a viewer's copy and paste would: through each font's ToUnicode map for embedded (subset) fonts,
 * whose strings are glyph ids, not characters; through WinAnsi for the standard fonts. The file is walked as a viewer
 * does (catalog, page tree, each page's contents and font resources), so a font program's bytes are never read as text.
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
  /** The fonts the page's text is set in, by their base names ('BZZZZZ+DejaVuSans', 'Helvetica'). */
  fonts: string[];
}

interface PdfObject {
  /** The object's dictionary (or its whole body when it is no dictionary), as latin1 text. */
  body: string;
  /** The stream's bytes, decoded, when the object is a stream. */
  stream: Buffer | null;
}

/** WinAnsi as the standard fonts write it: Latin-1, with the euro sign and typographic marks in 0x80-0x9f. */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—" };

/** The dictionary starting at `start` ('<<'), nested dictionaries, hex and literal strings included: its end index. */
function dictionaryEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const character = text[at];
    if (character === "<" && text[at + 1] === "<") {
      depth++;
      at++;
    } else if (character === ">" && text[at + 1] === ">") {
      depth--;
      at++;
      if (depth === 0) return at + 1;
    } else if (character === "<") {
      at = text.indexOf(">", at);
    } else if (character === "(") {
      let nesting = 1;
      while (nesting > 0 && ++at < text.length) {
        if (text[at] === "\\") at++;
        else if (text[at] === "(") nesting++;
        else if (text[at] === ")") nesting--;
      }
    }
  }
  throw new Error(`unterminated dictionary at ${start}`);
}

/** Every indirect object, streams inflated; each stream skipped by its /Length so its bytes are never taken for objects. */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) \d+ obj\s*/g;
  for (let match = header.exec(latin); match; match = header.exec(latin)) {
    const start = match.index + match[0].length;
    if (!latin.startsWith("<<", start)) {
      const end = latin.indexOf("endobj", start);
      objects.set(Number(match[1]), { body: latin.slice(start, end).trim(), stream: null });
      header.lastIndex = end;
      continue;
    }
    const end = dictionaryEnd(latin, start);
    const body = latin.slice(start, end);
    const streamStart = /^\s*stream\r?\n/.exec(latin.slice(end, end + 16));
    if (!streamStart) {
      objects.set(Number(match[1]), { body, stream: null });
      header.lastIndex = end;
      continue;
    }
    const dataStart = end + streamStart[0].length;
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(body);
    const dataEnd = length ? dataStart + Number(length[1]) : latin.indexOf("endstream", dataStart);
    const raw = pdf.subarray(dataStart, dataEnd);
    objects.set(Number(match[1]), { body, stream: /\/FlateDecode/.test(body) ? inflateSync(raw) : raw });
    header.lastIndex = dataEnd;
  }
  return objects;
}

const reference = (text: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+) \\d+ R`).exec(text);
  return match ? Number(match[1]) : null;
};

/** The value of `key` in `dictionary` when it is an inline dictionary, or the body of the object it refers to. */
function subDictionary(objects: Map<number, PdfObject>, dictionary: string, key: string): string | null {
  const at = dictionary.search(new RegExp(`/${key}\\s*<<`));
  if (at >= 0) {
    const start = dictionary.indexOf("<<", at);
    return dictionary.slice(start, dictionaryEnd(dictionary, start));
  }
  const ref = reference(dictionary, key);
  return ref === null ? null : (objects.get(ref)?.body ?? null);
}

/** A string of a font's codes as text. */
type Decoder = (hex: string) => string;

/** Hex strings may hold white space (a ligature's '<0066 0069>'): it is no part of the value. */
const bare = (hex: string) => hex.replace(/\s+/g, "");
const utf16 = (hex: string) => String.fromCharCode(...(bare(hex).match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** A ToUnicode CMap (bfchar and bfrange, both forms of a range) as a decoder of its codes. */
function toUnicodeDecoder(cmap: string): Decoder {
  const map = new Map<number, string>();
  let width = 2;
  for (const block of cmap.matchAll(/begincodespacerange\s*<([0-9a-fA-F]+)>/g)) width = block[1]!.length;
  for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(entry[1]!, 16), utf16(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(entry[1]!, 16);
      const last = parseInt(entry[2]!, 16);
      const target = entry[3]!;
      if (target.startsWith("[")) {
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((value, index) => map.set(first + index, utf16(value[1]!)));
      } else {
        const base = target.slice(1, -1);
        for (let code = first; code <= last; code++) {
          // The range's last UTF-16 unit counts up with the code.
          const lastUnit = parseInt(base.slice(-4), 16) + (code - first);
          map.set(code, utf16(base.slice(0, -4) + lastUnit.toString(16).padStart(4, "0")));
        }
      }
    }
  }
  return (hex) => {
    let text = "";
    for (let at = 0; at + width <= hex.length; at += width) text += map.get(parseInt(hex.slice(at, at + width), 16)) ?? "\ufffd";
    return text;
  };
}

const winAnsi: Decoder = (hex) =>
  (hex.match(/../g) ?? []).map((pair) => WIN_ANSI_HIGH[parseInt(pair, 16)] ?? String.fromCharCode(parseInt(pair, 16))).join("");

interface Font {
  name: string;
  decode: Decoder;
}

function readFont(objects: Map<number, PdfObject>, body: string): Font {
  const name = /\/BaseFont\s*\/([^\s/<>[\]]+)/.exec(body)?.[1] ?? "?";
  const toUnicode = reference(body, "ToUnicode");
  const cmap = toUnicode === null ? null : objects.get(toUnicode)?.stream;
  if (cmap) return { name, decode: toUnicodeDecoder(cmap.toString("latin1")) };
  // A composite font without a ToUnicode map cannot be read back: its codes are glyph ids.
  if (/\/Subtype\s*\/Type0/.test(body)) throw new Error(`font ${name} has no ToUnicode map: its text cannot be read back`);
  return { name, decode: winAnsi };
}

/** The page's text runs (each TJ or Tj), each decoded with the font its Tf chose, and the fonts used. */
function pageTexts(content: string, fonts: Map<string, Font>): { texts: string[]; used: string[] } {
  const texts: string[] = [];
  const used = new Set<string>();
  let font: Font | undefined;
  const operations = /\/([^\s/]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F\s]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g;
  for (const match of content.matchAll(operations)) {
    if (match[1] !== undefined) {
      font = fonts.get(match[1]);
      if (!font) throw new Error(`font resource /${match[1]} not found`);
      continue;
    }
    if (!font) throw new Error("text drawn before any font was chosen");
    used.add(font.name);
    const strings = match[2] !== undefined ? [...match[2].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((part) => part[1]!) : [match[3]!];
    texts.push(strings.map((hex) => font!.decode(bare(hex))).join(""));
  }
  return { texts, used: [...used] };
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
  // More modules than a QR code has (version 40: 177) is no QR code.
  if (size > 177) return null;
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

/** The page objects in the page tree's order. */
function pageObjects(objects: Map<number, PdfObject>): PdfObject[] {
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog\b/.test(object.body));
  if (!catalog) throw new Error("no document catalog");
  const pages: PdfObject[] = [];
  const walk = (id: number | null) => {
    const node = id === null ? undefined : objects.get(id);
    if (!node) throw new Error(`page tree node ${id} not found`);
    if (/\/Type\s*\/Pages\b/.test(node.body)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.body)?.[1] ?? "";
      for (const kid of kids.matchAll(/(\d+) \d+ R/g)) walk(Number(kid[1]));
    } else pages.push(node);
  };
  walk(reference(catalog.body, "Pages"));
  return pages;
}

/** The PDF's pages as they draw: text runs (in drawing order), the fonts they are set in, and the QR code. */
export function readPdf(pdf: Buffer): ReadPage[] {
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
  const objects = readObjects(pdf);
  const fontCache = new Map<number, Font>();
  return pageObjects(objects).map((page) => {
    const contentsArray = /\/Contents\s*\[([^\]]*)\]/.exec(page.body)?.[1];
    const contentIds = contentsArray
      ? [...contentsArray.matchAll(/(\d+) \d+ R/g)].map((ref) => Number(ref[1]))
      : [reference(page.body, "Contents")].filter((id): id is number => id !== null);
    const content = contentIds.map((id) => objects.get(id)?.stream?.toString("latin1") ?? "").join("\n");
    const fonts = new Map<string, Font>();
    const resources = subDictionary(objects, page.body, "Resources");
    const fontResources = resources ? subDictionary(objects, resources, "Font") : null;
    for (const entry of (fontResources ?? "").matchAll(/\/([^\s/]+)\s+(\d+) \d+ R/g)) {
      const id = Number(entry[2]);
      if (!fontCache.has(id)) fontCache.set(id, readFont(objects, objects.get(id)?.body ?? ""));
      fonts.set(entry[1]!, fontCache.get(id)!);
    }
    const { texts, used } = pageTexts(content, fonts);
    return { texts, qr: qr(content), fonts: used };
  });
}
