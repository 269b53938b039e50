/**
 * @seatbooking/core/input: request input's zod schemas (issue 36), shared by the server's refusals and the
 * client's forms. A subpath of its own, so only the code that checks input loads zod.
 */
export * from "./access.js";
export * from "./account.js";
export * from "./client-details.js";
export * from "./fields.js";
export * from "./problems.js";
