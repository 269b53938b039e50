import type { ApolloClient } from "@apollo/client";
import type { AuthenticateQuery } from "../../generated/graphql";
import type { Preloader } from "../../app/apollo/preload";
import { writeCsrfToken } from "../../shared/storage/localStore";

/**
 * After sign-in or sign-out the session's CSRF token replaces the old one, and every cached answer that
 * may depend on who asked is dropped: resetStore refetches the active queries (authenticate among them)
 * with the new session, and route loaders go to the network again.
 */
export async function switchSession(
  client: ApolloClient,
  preloader: Preloader,
  authenticate: AuthenticateQuery["authenticate"],
): Promise<void> {
  writeCsrfToken(authenticate.csrfToken);
  preloader.invalidate();
  // A refetch that the reset (or a navigation) aborts rejects the reset; the store is cleared regardless.
  await client.resetStore().catch(() => undefined);
}
