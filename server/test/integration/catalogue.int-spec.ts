import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe("public catalogue", () => {
  it("lists published events through REST and GraphQL alike", async () => {
    const rest = await (await app.request("/api/events?lng=fi")).json();
    const gql = await app.graphql<{ events: Array<{ id: string; name: string }> }>(`{ events { id name } }`, {}, { "accept-language": "fi" });
    expect(rest.map((event: { id: string }) => event.id)).toEqual(gql.data!.events.map((event) => event.id));
    expect(rest.map((event: { name: string }) => event.name)).toEqual(gql.data!.events.map((event) => event.name));
    expect(rest.length).toBe(3);
  });
});
