import { BOOKING_STATUSES as CORE_BOOKING_STATUSES } from "@seatbooking/core";
import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  bookingExportUrl,
  bookingFiltersToParams,
  changeBookingFilters,
  DEFAULT_STATUSES,
  parseBookingFilters,
  toBookingFilter,
  type BookingFilters,
} from "./bookingFilters";

const defaults: BookingFilters = {
  search: "",
  eventId: null,
  occasionId: null,
  statuses: [...DEFAULT_STATUSES],
  paymentStatuses: [],
  sort: "number_desc",
  offset: 0,
};

describe("booking filters in the URL", () => {
  it("an empty search string is the default view: the box office's statuses, newest number first", () => {
    expect(parseBookingFilters(new URLSearchParams(""))).toEqual(defaults);
    expect(bookingFiltersToParams(defaults).toString()).toBe("");
  });

  it("round-trips every filter, statuses repeated", () => {
    const filters: BookingFilters = {
      search: "virtanen",
      eventId: "e1",
      occasionId: "o1",
      statuses: ["draft", "cancelled"],
      paymentStatuses: ["refund_required"],
      sort: "name_asc",
      offset: 50,
    };
    const params = bookingFiltersToParams(filters);
    expect(params.getAll("status")).toEqual(["draft", "cancelled"]);
    expect(params.get("q")).toBe("virtanen");
    expect(parseBookingFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it("leaves the default statuses out of the URL, in any order", () => {
    const params = bookingFiltersToParams({ ...defaults, statuses: ["locked", "booked", "renewable", "payment"] });
    expect(params.has("status")).toBe(false);
  });

  it("drops unknown statuses, sorts and offsets from an edited link", () => {
    const filters = parseBookingFilters(new URLSearchParams("status=nope&paymentStatus=x&paymentStatus=paid&sort=price&offset=-5"));
    expect(filters.statuses).toEqual(DEFAULT_STATUSES);
    expect(filters.paymentStatuses).toEqual(["paid"]);
    expect(filters.sort).toBe("number_desc");
    expect(filters.offset).toBe(0);
  });

  it("a filter change starts from the first page, and another event clears the occasion", () => {
    const current = { ...defaults, eventId: "e1", occasionId: "o1", offset: 75 };
    expect(changeBookingFilters(current, { search: "123" })).toMatchObject({ search: "123", occasionId: "o1", offset: 0 });
    expect(changeBookingFilters(current, { eventId: "e2" })).toMatchObject({ eventId: "e2", occasionId: null, offset: 0 });
    expect(changeBookingFilters(current, { eventId: "e1", occasionId: "o2" })).toMatchObject({ occasionId: "o2" });
  });

  it("always sends statuses to the bookings query (it has no default set of its own)", () => {
    expect(toBookingFilter({ ...defaults, statuses: [] })).toEqual({
      search: null,
      eventId: null,
      occasionId: null,
      status: DEFAULT_STATUSES,
      paymentStatus: null,
      sort: "number_desc",
    });
  });
});

describe("bookingExportUrl", () => {
  it("is the plain GET URL with event, occasion, each status and the language", () => {
    const url = bookingExportUrl("csv", { eventId: "e1", occasionId: "o 1", statuses: ["booked", "locked"] }, "fi");
    expect(url).toBe("/api/admin/bookings/export.csv?eventId=e1&occasionId=o+1&status=booked&status=locked&lng=fi");
  });

  it("leaves out what is not filtered", () => {
    expect(bookingExportUrl("xlsx", { eventId: null, occasionId: null, statuses: ["booked"] }, "sv")).toBe(
      "/api/admin/bookings/export.xlsx?status=booked&lng=sv",
    );
  });
});

describe("BOOKING_STATUSES", () => {
  it("offers every status the core knows, each once", () => {
    expect([...BOOKING_STATUSES].sort()).toEqual([...CORE_BOOKING_STATUSES].sort());
  });
});
