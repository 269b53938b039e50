/** The largest request body (JSON on /graphql and /api) and WebSocket frame accepted. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Operations one WebSocket connection may run at once: the app's pages watch one occasion each. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 10;
