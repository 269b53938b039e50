/** The longest e-mail address (RFC 5321's path limit), as every e-mail column stores it. */
export const EMAIL_MAX_LENGTH = 254;

/** No spaces, and none of `<>"`: an address is written into mail headers and must be sent as it was given. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** Whether `value` looks like an e-mail address, as checkout asks for one and the mail outbox can send to. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
