import "reflect-metadata";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
});
afterAll(async () => app?.stop());

it.each(["paytrail", "vismapay", "ceepos"])("%s: pay, complete at the simulator, return -> success", async (provider) => {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(demo.occasions["Evening show"]!);
  await buyer.addSpaceOk(demo.space(provider === "paytrail" ? "R10-S1" : provider === "vismapay" ? "R10-S2" : "R10-S3"));
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: provider, terms_accepted: true });
  expect(confirmed.status, confirmed.text).toBe(200);
  const pay = await buyer.pay();
  expect(pay.status, pay.text).toBe(200);
  expect(pay.body.method).toBe("redirect");
  const [payment] = await app.query<{ stamp: string }>(`SELECT stamp FROM payments WHERE booking_id = $1`, [buyer.uuid]);
  const done = await app.simulator!.complete(provider as "paytrail", payment!.stamp, { outcome: "ok" });
  expect(done.callbacks.map((c) => c.status)).toEqual([200]);
  const back = await fetch(done.returnUrl, { redirect: "manual" });
  expect(back.status, await back.clone().text()).toBe(303);
  expect(back.headers.get("location")).toMatch(/\/checkout\/[0-9a-f-]+\/success$/);
  expect((await bookingRow(app, buyer.uuid!)).status).toBe("booked");
});
