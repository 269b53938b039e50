import type { RouteObject } from "react-router";

/**
 * /graphql, outside the language prefix and the app's shell: the GraphQL explorer. Its code (GraphiQL and
 * its editor) loads only here, on first use (route `lazy`), so the app's pages never download it.
 */
export function graphqlExplorerRoute(): RouteObject {
  return {
    id: "graphql-explorer",
    path: "/graphql",
    lazy: { Component: async () => (await import("./GraphQLExplorerPage")).GraphQLExplorerPage },
  };
}
