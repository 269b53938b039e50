import { data } from "react-router";

/** No route matched: a 404 route error, shown by the error page (SPEC section 8). */
export function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** Never rendered (the loader always throws); present so the router has an element to match. */
export function NotFoundRoute(): null {
  return null;
}
