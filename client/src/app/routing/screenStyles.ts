import type { RouteObject } from "react-router";

type Lazy = NonNullable<RouteObject["lazy"]>;

const loadScreenStyles = () => import("../styles/mantineScreenStyles");

/** `load`, resolved once the screens' Mantine stylesheets are applied too (the browser caches both). */
function withStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadScreenStyles()]))[0];
}

function lazyWithStyles(lazy: Lazy): Lazy {
  if (typeof lazy === "function") return withStyles(lazy);
  return Object.fromEntries(
    Object.entries(lazy).map(([key, load]) => [key, typeof load === "function" ? withStyles(load as () => Promise<unknown>) : load]),
  ) as Lazy;
}

/**
 * `routes` with every lazily loaded screen (route `lazy`) loading the stylesheets of the Mantine components only such
 * screens use (issue 37: the first pages do without them): React Router renders the screen once both have arrived, so
 * no screen ever shows unstyled.
 */
export function withScreenStyles(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const wrapped = { ...route } as RouteObject;
    if (route.lazy) wrapped.lazy = lazyWithStyles(route.lazy);
    if (route.children) wrapped.children = withScreenStyles(route.children);
    return wrapped;
  });
}
