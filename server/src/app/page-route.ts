const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an app page shows, as far as the server names it in the page's head. */
export type PageRoute =
  | { kind: "events"; front: boolean }
  | { kind: "event"; id: string }
  | { kind: "occasion"; id: string }
  /** A page of the application's own: `titleKey` names it in the interface dictionary; `private`: not for search engines. */
  | { kind: "named"; titleKey: string; private: boolean }
  /** Anything else: the application shows its own not-found. */
  | { kind: "other" };

/** The application's other routes by first segment (client: app/routing/routes.tsx), each with the text naming it. */
const NAMED: Record<string, { titleKey: string; private: boolean }> = {
  account: { titleKey: "account.title", private: true },
  admin: { titleKey: "menu.manage", private: true },
  "my-booking": { titleKey: "myBooking.crumb", private: true },
  renewals: { titleKey: "renewal.crumb", private: true },
  "waiting-list": { titleKey: "waitingList.offer.crumb", private: true },
};

/** The route of an app path after its language (`/fi/events/{id}` -> ["events", id]), as the application's router reads it. */
export function pageRoute(segments: readonly string[]): PageRoute {
  const [first = "", second, third] = segments.map((segment) => segment.toLowerCase());
  if (first === "") return { kind: "events", front: true };
  if (first === "events" && second === undefined) return { kind: "events", front: false };
  if (first === "events" && second && UUID.test(second) && third === undefined) return { kind: "event", id: second };
  if (first === "occasions" && second && UUID.test(second)) {
    if (third === undefined) return { kind: "occasion", id: second };
    if (third === "checkout") return { kind: "named", titleKey: "checkout.title", private: true };
  }
  const named = NAMED[first];
  if (named) return { kind: "named", ...named };
  return { kind: "other" };
}

/** A route's key among the pages the server keeps built. */
export function routeKey(route: PageRoute): string {
  switch (route.kind) {
    case "events":
      return route.front ? "front" : "events";
    case "event":
    case "occasion":
      return `${route.kind} ${route.id}`;
    case "named":
      return `named ${route.titleKey}`;
    case "other":
      return "other";
  }
}
