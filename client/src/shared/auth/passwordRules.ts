/** The shortest password the server accepts (user.service.ts), checked in the forms first. */
export const PASSWORD_MIN_LENGTH = 10;
