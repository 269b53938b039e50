import { ApolloLink } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { tap } from "rxjs";

/**
 * Calls `onMutated` when a mutation's answer arrives. The app forgets the route loaders' freshness then (issue 34,
 * item 12): a mutation's answer updates the entities it returns, but not what follows from it elsewhere (a list
 * with one more row, a count, another page's copy), so the next page shown reads the server again instead of the
 * cache of the last 10 seconds. A refused mutation counts too: a version conflict says what is shown is stale.
 */
export function createMutationDoneLink(onMutated: () => void) {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    return forward(operation).pipe(tap({ next: () => onMutated(), error: () => onMutated() }));
  });
}
