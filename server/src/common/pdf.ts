import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";

/**
 * The fonts every PDF of the app embeds (subset to the glyphs it uses), from the DejaVu family (npm
 * dejavu-fonts-ttf): Latin with Extended-A and -B (Ł, Š, Ž, Ő, ș), Greek and Cyrillic, so a customer's name prints as
 * typed. The PDF standard fonts (Helvetica, Courier) write only WinAnsi, a Latin-1: "Łukasz" printed "?ukasz".
 */
export const PDF_FONTS = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  /** Ticket codes, for reading and typing at the door: one width per character. */
  mono: "DejaVuSansMono-Bold.ttf",
} as const;
export type PdfFont = keyof typeof PDF_FONTS;

interface LoadedFont {
  face: fontkit.Font;
}

let loaded: Record<PdfFont, LoadedFont> | null = null;

/** The font files, read once per process (about 1.5 MB in all); a missing package fails the first PDF loudly. */
function fonts(): Record<PdfFont, LoadedFont> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const read = (name: string): LoadedFont => {
    const file = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    const face = fontkit.create(file);
    if (!("hasGlyphForCodePoint" in face)) throw new Error(`${name} is a font collection, not a font`);
    return { face };
  };
  loaded = {
    regular: read(PDF_FONTS.regular),
    bold: read(PDF_FONTS.bold),
    mono: read(PDF_FONTS.mono),
  };
  return loaded;
}

/** Typographic spaces (Intl's no-break and narrow no-break ones) and zero-width ones, printed as plain spaces. */
const SPACES = /[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;
/** Control characters (a message's line breaks, tabs) never print: a space instead. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * `text` as `font` can print it: composed (NFC, so a decomposed 'S' + caron prints the font's 'Š'), typographic
 * spaces as spaces, and any character the font has no glyph for (a name in a script it does not cover) as '?',
 * never as an empty box.
 */
export function printable(text: string, font: PdfFont = "regular"): string {
  const face = fonts()[font].face;
  let out = "";
  for (const character of text.normalize("NFC").replace(SPACES, " ").replace(CONTROLS, " ")) {
    out += face.hasGlyphForCodePoint(character.codePointAt(0)!) ? character : "?";
  }
  return out;
}

/** A new PDF with the app's fonts registered by their PdfFont names, and the whole file once `doc.end()` is called. */
export function createPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const all = fonts();
  // pdfkit takes a parsed fontkit font as well as a file: one parse per process, and its tables (cmap, the layout's
  // GSUB and GPOS) read once, not again for every PDF. Each document still makes its own subset of the glyphs it uses.
  // The regular font from the start (the option takes what doc.font() takes): pdfkit's default, Helvetica, is never opened.
  const doc = new PDFDocument({ ...options, font: all.regular.face as unknown as string });
  for (const [name, font] of Object.entries(all)) doc.registerFont(name, font.face as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
