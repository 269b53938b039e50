import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { createPreloader } from "./preload";
import { createMutationDoneLink } from "./mutationDone";

const QUERY = gql`
  query Things {
    things
  }
`;
const MUTATION = gql`
  mutation AddThing {
    addThing
  }
`;

function setup(replies: unknown[]) {
  const queue = [...replies];
  const fetchImpl = vi.fn(
    async () => new Response(JSON.stringify(queue.shift()), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  const onMutated = vi.fn();
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      createMutationDoneLink(onMutated),
      new HttpLink({ uri: "/graphql", fetch: fetchImpl as unknown as typeof fetch }),
    ]),
  });
  return { client, fetchImpl, onMutated };
}

describe("createMutationDoneLink (issue 34, item 12)", () => {
  it("reports a mutation's answer, and not a query's", async () => {
    const { client, onMutated } = setup([{ data: { things: ["a"] } }, { data: { addThing: true } }]);
    await client.query({ query: QUERY });
    expect(onMutated).not.toHaveBeenCalled();
    await client.mutate({ mutation: MUTATION });
    expect(onMutated).toHaveBeenCalledTimes(1);
  });

  it("reports a refused mutation too (a conflict says the views are stale)", async () => {
    const { client, onMutated } = setup([{ data: null, errors: [{ message: "Changed", extensions: { code: "CONFLICT" } }] }]);
    await client.mutate({ mutation: MUTATION, errorPolicy: "all" });
    expect(onMutated).toHaveBeenCalledTimes(1);
  });

  it("makes the route loaders read the server again after a save, within the 10 s they would read the cache", async () => {
    const { client, fetchImpl, onMutated } = setup([
      { data: { things: ["a"] } },
      { data: { addThing: true } },
      { data: { things: ["a", "b"] } },
    ]);
    const preloader = createPreloader(client);
    // The app's wiring (services.ts): a mutation's answer forgets the loaders' freshness.
    onMutated.mockImplementation(() => preloader.invalidate());
    expect((await preloader.query<{ things: string[] }>(QUERY)).things).toEqual(["a"]);
    expect((await preloader.query<{ things: string[] }>(QUERY)).things).toEqual(["a"]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await client.mutate({ mutation: MUTATION });
    expect((await preloader.query<{ things: string[] }>(QUERY)).things).toEqual(["a", "b"]);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
