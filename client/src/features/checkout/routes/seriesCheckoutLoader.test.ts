import { getOperationAST, type DocumentNode } from "graphql";
import { data, type LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import type { Preloader } from "../../../app/apollo/preload";
import { createSeriesCheckoutLoader } from "./seriesCheckoutLoader";

const ORDER = "5b1d0c7e-2f4a-4e8b-9c3d-1a2b3c4d5e6f";
const SERIES = "a1b2c3d4-0000-4000-8000-000000000001";

/** A preloader answering by operation; a missing answer is the preloader's 404 route error (a lapsed or another's order). */
function fakePreloader(answers: Record<string, unknown>): Preloader {
  return {
    query: async <TData>(query: DocumentNode) => {
      const operation = getOperationAST(query)?.name?.value ?? "";
      if (!(operation in answers)) throw data("Not found", { status: 404 });
      return answers[operation] as TData;
    },
    invalidate: () => undefined,
  };
}

const args = { params: { lng: "fi", uuid: ORDER }, request: new Request("http://localhost/") } as unknown as LoaderFunctionArgs;
const common = {
  Settings: { settings: { timeZone: "Europe/Helsinki" } },
  CheckoutSettings: { settings: {} },
  PaymentMethods: { paymentMethods: [] },
  SeriesMap: { series: { id: SERIES, name: "Syyskausi", event: { id: "e1", name: "Joutsenlampi" }, dates: [] } },
};

describe("the season ticket checkout's loader", () => {
  it("reads a held order with its series and event", async () => {
    const loaded = await createSeriesCheckoutLoader(fakePreloader({ ...common, SeriesOrder: { seriesOrder: { seriesId: SERIES } } }))(args);
    expect(loaded).toEqual({
      uuid: ORDER,
      found: true,
      series: { id: SERIES, name: "Syyskausi" },
      event: { id: "e1", name: "Joutsenlampi" },
      timeZone: "Europe/Helsinki",
    });
  });

  it("sends an order booked already to its success page", async () => {
    const loader = createSeriesCheckoutLoader(fakePreloader({ ...common, SeriesOrderResult: { seriesOrderResult: { status: "booked" } } }));
    const thrown = await Promise.resolve(loader(args)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(`/fi/series/orders/${ORDER}/success`);
  });

  it("says an order that lapsed is no longer held", async () => {
    const loader = createSeriesCheckoutLoader(
      fakePreloader({ ...common, SeriesOrderResult: { seriesOrderResult: { status: "expired" } } }),
    );
    expect(await loader(args)).toMatchObject({ uuid: ORDER, found: false, series: null });
  });
});
