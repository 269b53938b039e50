import { describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../../app/apollo/client";
import { AdminEventOverviewDocument, UpdateEventDocument, type AdminEventOverviewQuery } from "../../../generated/admin";

/**
 * Issue 34, item 12: a save's answer carries what the event's page shows, so the normalized cache updates it and
 * the page shows the new description at once (its loader reads the cache for 10 s after loading).
 */
const overview = {
  adminEvent: {
    __typename: "Event",
    id: "e1",
    name: "Swan Lake",
    description: "The old words.",
    published: true,
    status: "active",
    plan: { __typename: "Plan", id: "p1", name: "Main hall" },
    occasions: [],
  },
};

const saved = {
  updateEvent: {
    __typename: "Event",
    id: "e1",
    name: "Swan Lake",
    names: [{ __typename: "Translation", language: "en", text: "Swan Lake" }],
    descriptions: [{ __typename: "Translation", language: "en", text: "The new words." }],
    planId: "p2",
    prices: [],
    addons: [],
    published: true,
    status: "active",
    updatedAt: "2026-12-02T08:00:00.000Z",
    description: "The new words.",
    plan: { __typename: "Plan", id: "p2", name: "Small hall" },
    missingTranslations: [],
  },
};

describe("saving an event", () => {
  it("updates its page's description and plan from the save's answer, without reading the page again", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: saved }), { headers: { "Content-Type": "application/json" } }));
    const client = createApolloClient({
      getLanguage: () => "en",
      fetch: fetchImpl as unknown as typeof fetch,
      notifyError: () => undefined,
    });
    client.writeQuery({ query: AdminEventOverviewDocument, variables: { id: "e1" }, data: overview });

    await client.mutate({
      mutation: UpdateEventDocument,
      variables: {
        id: "e1",
        version: "2026-12-01T08:00:00.000Z",
        input: { names: [], planId: "p2", prices: [], published: true, status: "active" },
      },
    });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const page = client.readQuery<AdminEventOverviewQuery>({ query: AdminEventOverviewDocument, variables: { id: "e1" } });
    expect(page?.adminEvent).toMatchObject({ description: "The new words.", plan: { id: "p2", name: "Small hall" } });
  });
});
