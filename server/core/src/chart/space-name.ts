/** Space names (issue 35): the rule, and names made of the texts and ids of a drawing. */

/** A space's name: letters, digits, `.`, `_`, `:`, `-`, up to 100 characters, starting with a letter or digit. */
export const SPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** Letters that do not decompose into a Latin letter and a mark (NFKD), spelled as Latin letters. */
const LATIN_SPELLING: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Ø: "O",
  ø: "o",
  Æ: "AE",
  æ: "ae",
  Œ: "OE",
  œ: "oe",
  ß: "ss",
  Đ: "D",
  đ: "d",
  Þ: "Th",
  þ: "th",
  Ð: "D",
  ð: "d",
  ı: "i",
};

/**
 * A space name from a label's text: marks dropped from letters (`Parvi Ö 3` is `Parvi-O-3`, `Łoże` is `Loze`), every
 * run of other characters a name cannot have made one `-`. A text with no letter or digit to keep stays as it is
 * (the table says it is no name).
 */
export function nameOfLabel(text: string): string {
  const name = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^ -~]/g, (letter) => LATIN_SPELLING[letter] ?? "-")
    .replace(/[^A-Za-z0-9._:]+/g, "-")
    .replace(/^[^A-Za-z0-9]+|-+$/g, "");
  return name || text.replace(/\s+/g, "-");
}

/**
 * An id as people wrote it: Illustrator writes a space as `_`, a character an id cannot have as `_x` and its code
 * (`_xD6_` is `Ö`, `_x31_` a leading `1`), and numbers a repeated name `_1_`, `_2_`.
 */
export function readableId(id: string): string {
  const text = id
    .replace(/_\d+_$/, "")
    .replace(/_x([0-9A-Fa-f]{2,6})_/g, (escape, code: string) => {
      const point = parseInt(code, 16);
      return point <= 0x10ffff ? String.fromCodePoint(point) : escape;
    })
    .replace(/_/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text || id;
}
