import { GraphQLError } from "graphql";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LanguagesDocument } from "../../../../generated/graphql";
import {
  AdminEventFormOptionsDocument,
  AdminEventSeriesDocument,
  AdminPlanPriceZonesDocument,
  AdminSeriesFormEventDocument,
  CreateSeriesDocument,
  type CreateSeriesMutationVariables,
} from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { SeriesFormPage } from "./SeriesFormPage";

const languages = {
  languages: [
    { __typename: "Language", id: "en", name: "English" },
    { __typename: "Language", id: "fi", name: "suomi" },
  ],
};
const options = {
  plans: [{ __typename: "Plan", id: "plan-1", name: "Main hall" }],
  ticketTypes: [{ __typename: "TicketType", id: "adult", name: "Adult", vat: 10 }],
  adminAddons: [],
};
const occasion = (id: string, startTime: string, status = "scheduled") => ({
  __typename: "Occasion",
  id,
  name: "",
  title: null,
  startTime,
  status,
  planId: "plan-1",
});
// 19:00 in Helsinki (the default venue zone) on three Fridays, and a cancelled one.
const event = {
  __typename: "Event",
  id: "e1",
  name: "Chamber music",
  planId: "plan-1",
  occasions: [
    occasion("d1", "2027-09-03T16:00:00.000Z"),
    occasion("d2", "2027-09-10T16:00:00.000Z"),
    occasion("d3", "2027-09-17T16:00:00.000Z"),
    occasion("gone", "2027-09-24T16:00:00.000Z", "cancelled"),
  ],
};
const spring = {
  __typename: "Series",
  id: "spring",
  name: "Spring",
  published: true,
  onSale: false,
  singleDatesOnSale: true,
  saleStart: null,
  saleEnd: null,
  dates: [{ __typename: "Occasion", id: "d3", startTime: "2027-09-17T16:00:00.000Z" }],
  prices: [],
};

function renderCreate(mocks: Parameters<typeof renderRoute>[0]["mocks"] = []) {
  return renderRoute({
    path: "admin/events/:eventId/series/create",
    element: <SeriesFormPage />,
    url: "/en/admin/events/e1/series/create",
    mocks: [
      { request: { query: LanguagesDocument }, result: { data: languages } },
      { request: { query: AdminEventFormOptionsDocument }, result: { data: options } },
      { request: { query: AdminSeriesFormEventDocument, variables: { eventId: "e1" } }, result: { data: { adminEvent: event } } },
      { request: { query: AdminEventSeriesDocument, variables: { eventId: "e1" } }, result: { data: { adminEventSeries: [spring] } } },
      {
        request: { query: AdminPlanPriceZonesDocument, variables: { id: "plan-1" } },
        result: { data: { plan: { __typename: "Plan", id: "plan-1", priceZones: [] } } },
        maxUsageCount: 10,
      },
      ...(mocks ?? []),
    ],
  });
}

describe("SeriesFormPage", () => {
  it("offers the event's dates, refuses a series of one date beside the dates with the focus there, and shows the refund per date", async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByRole("heading", { level: 1, name: "New series" });

    const first = screen.getByRole("checkbox", { name: /^03\.09\.2027 19:00/ });
    // A cancelled date and another series' date cannot be chosen.
    expect(screen.getByRole("checkbox", { name: /^17\.09\.2027 19:00/ }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("in the series Spring")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^24\.09\.2027 19:00/ }).hasAttribute("disabled")).toBe(true);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Autumn");
    await user.click(first);
    await user.click(screen.getByRole("button", { name: "Add price" }));
    await user.click(screen.getByRole("combobox", { name: "Ticket type, row 1" }));
    await user.click(await screen.findByRole("option", { name: "Adult", hidden: true }));
    await user.type(screen.getByRole("textbox", { name: "Price in euros, row 1" }), "100");
    await user.click(screen.getByRole("button", { name: "Save" }));

    // The message describes the dates' group.
    const message = screen.getByText("Choose at least two dates, and at most 60");
    const dates = screen.getByRole("group", { name: /Dates/ });
    expect(dates.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(first.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(first));

    await user.click(screen.getByRole("checkbox", { name: /^10\.09\.2027 19:00/ }));
    // 100.00 over two dates: 50.00 each.
    expect(screen.getByText(/^Adult: €100\.00, 2 dates: €50\.00 per date$/)).toBeTruthy();
  });

  it("sends the dates by start and the price in cents; the server's field errors land beside their fields", async () => {
    const user = userEvent.setup();
    let sent: CreateSeriesMutationVariables | undefined;
    renderCreate([
      {
        request: {
          query: CreateSeriesDocument,
          variables: (variables: CreateSeriesMutationVariables) => {
            sent = variables;
            return true;
          },
        },
        result: {
          errors: [
            new GraphQLError("Invalid input", {
              extensions: {
                code: "BAD_USER_INPUT",
                status: 400,
                fields: {
                  occasionIds: "One of the dates already belongs to another series",
                  "prices.0": "Give the price in euros, from 0 to 100 000",
                },
              },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole("heading", { level: 1, name: "New series" });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Autumn");
    await user.click(screen.getByRole("checkbox", { name: /^10\.09\.2027 19:00/ }));
    await user.click(screen.getByRole("checkbox", { name: /^03\.09\.2027 19:00/ }));
    await user.click(screen.getByRole("button", { name: "Add price" }));
    await user.click(screen.getByRole("combobox", { name: "Ticket type, row 1" }));
    await user.click(await screen.findByRole("option", { name: "Adult", hidden: true }));
    await user.type(screen.getByRole("textbox", { name: "Price in euros, row 1" }), "100,01");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("One of the dates already belongs to another series")).toBeTruthy();
    const price = screen.getByRole("textbox", { name: "Price in euros, row 1" });
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Give the price in euros, from 0 to 100 000")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: /^03\.09\.2027 19:00/ })));
    expect(sent?.input).toEqual({
      eventId: "e1",
      names: [{ language: "en", text: "Autumn" }],
      occasionIds: ["d1", "d2"],
      prices: [{ ticketTypeId: "adult", price: 10001 }],
      saleStart: null,
      saleEnd: null,
      singleDatesOnSale: true,
      published: false,
    });
  });
});
