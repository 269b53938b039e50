import { GraphiQL, type GraphiQLProps } from "graphiql";
import "graphiql/style.css";
import { createClient } from "graphql-ws";
import { useState } from "react";
import { GRAPHQL_URL, websocketUrl } from "../../../shared/config";
import { readCsrfToken, writeCsrfToken } from "../../../shared/storage/localStore";
import { RestApiLink } from "../components/RestApiLink";
import { createExplorerFetcher } from "../explorerFetcher";
import "../monacoWorkers";
import classes from "./GraphQLExplorerPage.module.css";

/**
 * GraphiQL on the app's own API, bundled with the client (no CDN): the schema's docs, history, and
 * mutations with the app's session and CSRF token, and a link to the REST facade's OpenAPI document. The server opens
 * it for browsers at /graphql unless GRAPHQL_SANDBOX is off.
 */
export function GraphQLExplorerPage() {
  const [fetcher] = useState(() =>
    createExplorerFetcher({
      url: GRAPHQL_URL,
      readCsrfToken,
      writeCsrfToken,
      subscriptionClient: lazily(() =>
        createClient({
          url: () => websocketUrl(GRAPHQL_URL, window.location.href),
          lazy: true,
          connectionParams: () => ({ csrfToken: readCsrfToken() }),
        }),
      ),
    }),
  );
  return (
    <div className={classes.page}>
      {/* GraphiQL types results with GraphQLError instances; what comes over the wire (and what it renders) are formatted errors. */}
      <GraphiQL fetcher={fetcher as unknown as GraphiQLProps["fetcher"]}>
        <GraphiQL.Footer>
          <RestApiLink />
        </GraphiQL.Footer>
      </GraphiQL>
    </div>
  );
}

function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
