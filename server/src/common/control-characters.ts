/**
 * C0 controls other than tab, LF and CR, DEL, and the C1 controls (U+0080-U+009F). PostgreSQL refuses
 * NUL in text (a 500 deep inside a service); the others it stores, but nobody types them: in a name,
 * e-mail or message they are mojibake or an attempt to smuggle terminal escape sequences (U+009B is an
 * 8-bit CSI) into logs and exports.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
