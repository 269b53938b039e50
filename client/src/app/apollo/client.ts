import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { GRAPHQL_URL, websocketUrl } from "../../shared/config";
import { i18n, translateStatus } from "../../shared/i18n/i18n";
import { pendingOperations, type PendingStore } from "../../shared/loading/pendingStore";
import { readCsrfToken, writeCsrfToken } from "../../shared/storage/localStore";
import { toast } from "../../shared/toast/toast";
import { createOccupancyOrderLink } from "../../shared/booking/occupancyCache";
import { AuthenticateDocument, type AuthenticateQuery } from "../../generated/graphql";
import { createCsrfRetryLink, createErrorToastLink, createHeadersLink, createPendingLink, createRetryLink } from "./links";
import { createMutationDoneLink } from "./mutationDone";

export interface ApolloClientOptions {
  /** The current route language, sent as Accept-Language. */
  getLanguage: () => string | undefined;
  graphqlUrl?: string;
  pending?: PendingStore;
  notifyError?: (message: string) => void;
  /** fetch implementation (tests). */
  fetch?: typeof fetch;
  /** Called when a mutation's answer arrives (the route loaders' freshness is forgotten). */
  onMutated?: () => void;
}

/**
 * The app's Apollo Client. Link chain, outermost first:
 * pending counter -> mutation done (onMutated) -> error toasts -> CSRF refresh and retry once (mutations) -> retry (429/503,
 * queries) -> headers -> occupancy order (an older answer never overwrites a newer live update) -> HTTP | WebSocket.
 *
 * Freshness (SPEC: 10 s): route loaders fetch through `createPreloader`, which reads the cache
 * while an operation is younger than 10 s and goes to the network otherwise; components then
 * watch the cache (cache-first) and re-render on any update, including subscriptions.
 */
export function createApolloClient({
  getLanguage,
  graphqlUrl = GRAPHQL_URL,
  pending = pendingOperations,
  notifyError = (message) => toast.error(message),
  fetch: fetchImpl,
  onMutated = () => undefined,
}: ApolloClientOptions): ApolloClient {
  const httpLink = new HttpLink({
    uri: graphqlUrl,
    credentials: "same-origin",
    fetch: fetchImpl,
    // SPEC section 7: no HTTP caching, and a redirect is an error.
    fetchOptions: { cache: "no-store", redirect: "error" },
  });

  const wsLink = new GraphQLWsLink(
    createClient({
      url: () => websocketUrl(graphqlUrl, window.location.href),
      lazy: true,
      connectionParams: () => ({
        csrfToken: readCsrfToken(),
        language: getLanguage(),
      }),
    }),
  );

  const transport = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink);

  const refreshCsrfToken = async () => {
    const result = await client.query<AuthenticateQuery>({
      query: AuthenticateDocument,
      fetchPolicy: "network-only",
      context: { skipErrorToast: true, withoutLanguage: true },
    });
    if (result.data) writeCsrfToken(result.data.authenticate.csrfToken);
  };

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      createPendingLink(pending),
      createMutationDoneLink(onMutated),
      createErrorToastLink(notifyError, (status) => translateStatus(i18n, status)),
      createCsrfRetryLink(refreshCsrfToken),
      createRetryLink(),
      createHeadersLink(readCsrfToken, getLanguage),
      createOccupancyOrderLink(),
      transport,
    ]),
    cache: new InMemoryCache({
      // A plan's spaces are only ever read with their plan: kept inside it rather than as thousands of
      // separate cache entries: a 2,000-space map loads about 10 % faster (npm run bench:seatmap).
      // A renewal has no id of its own: its link's uuid identifies it (the page and its map share one entry).
      // So is a season ticket order (issue 38), in the order being built and in its checkout's result.
      typePolicies: {
        Space: { keyFields: false },
        Renewal: { keyFields: ["uuid"] },
        SeriesOrder: { keyFields: ["uuid"] },
        SeriesOrderResult: { keyFields: ["uuid"] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first" },
    },
  });
  return client;
}
