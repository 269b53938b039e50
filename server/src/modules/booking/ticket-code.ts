import { randomBytes } from "node:crypto";

/** A ticket's random, unguessable code (96 bits): for check-in and the customer's link to their booking. */
export function newTicketCode(): string {
  return randomBytes(12).toString("base64url");
}
