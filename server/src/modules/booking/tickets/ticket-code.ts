import { randomFillSync } from "node:crypto";

const CODE_BYTES = 12;
/** Random bytes drawn 4 kB at a time: one system call per 341 codes instead of one per code (a flash sale makes thousands a second). */
const pool = Buffer.alloc(CODE_BYTES * 341);
let offset = pool.length;

/** A ticket's random, unguessable code (96 bits): for check-in and the customer's link to their booking. */
export function newTicketCode(): string {
  if (offset + CODE_BYTES > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const code = pool.toString("base64url", offset, offset + CODE_BYTES);
  // Each code's bytes are used once: zeroed, so no later read of the pool could hand them out again.
  pool.fill(0, offset, offset + CODE_BYTES);
  offset += CODE_BYTES;
  return code;
}
