/**
 * @seatbooking/core: the rules the server and the client both run, written once (issue 33). Pure TypeScript
 * on the ES2023 library and Intl, with no dependencies, so it runs unchanged in Node and in the browser. The
 * request input's zod schemas are the subpath `@seatbooking/core/input` (input/index.ts).
 */
export * from "./admin-limits.js";
export * from "./booking-status.js";
export * from "./chart/apply-place-marks.js";
export * from "./chart/chart-geometry.js";
export * from "./chart/derive-places.js";
export * from "./chart/place-marking.types.js";
export * from "./chart/place-rules.js";
export * from "./chart/read-chart.js";
export * from "./client-details.js";
export * from "./email-address.js";
export * from "./i18n-namespaces.js";
export * from "./identity-number.js";
export * from "./label-mask.js";
export * from "./payment-status.js";
export * from "./plan-structure.js";
export * from "./sale-window.js";
export * from "./space-state.js";
export * from "./start-section.js";
export * from "./state-styles.js";
export * from "./zoned-time.js";
export * from "./image-url.js";
export * from "./series-pass.js";
