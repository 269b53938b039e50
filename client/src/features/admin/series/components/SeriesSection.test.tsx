import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  AdminEventSeriesDocument,
  AdminSeriesLinkDocument,
  CreateNextSeriesDocument,
  type CreateNextSeriesMutationVariables,
} from "../../../../generated/admin";
import { SettingsDocument } from "../../../../generated/graphql";
import { settingsFixture } from "../../../../shared/test/fixtures";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { toast } from "../../../../shared/toast/toast";
import { SeriesSection } from "./SeriesSection";

vi.mock("../../../../shared/toast/toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), show: vi.fn() },
}));

const series = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Series",
  id: "autumn",
  name: "Autumn 2026",
  published: true,
  onSale: true,
  singleDatesOnSale: true,
  // 10:00 in Helsinki (the default venue zone).
  saleStart: "2026-08-01T07:00:00.000Z",
  saleEnd: null,
  nextSeriesId: null,
  dates: [
    { __typename: "Occasion", id: "d1", startTime: "2026-09-04T16:00:00.000Z" },
    { __typename: "Occasion", id: "d2", startTime: "2026-09-11T16:00:00.000Z" },
  ],
  prices: [],
  ...overrides,
});

function renderSection(canEdit: boolean, row = series(), mocks: Parameters<typeof renderRoute>[0]["mocks"] = []) {
  return renderRoute({
    path: "admin/events/:eventId",
    element: <SeriesSection eventId="e1" canEdit={canEdit} />,
    url: "/en/admin/events/e1",
    mocks: [
      { request: { query: AdminEventSeriesDocument, variables: { eventId: "e1" } }, result: { data: { adminEventSeries: [row] } } },
      { request: { query: SettingsDocument }, result: { data: settingsFixture }, maxUsageCount: 10 },
      ...(mocks ?? []),
    ],
  });
}

const nextSeriesLink = {
  request: { query: AdminSeriesLinkDocument, variables: { id: "autumn-2027" } },
  result: { data: { adminSeries: { __typename: "Series", id: "autumn-2027", eventId: "e2", name: "Autumn 2027" } } },
};

const fieldError = (fields: Record<string, string>) => ({
  errors: [new GraphQLError("Invalid input", { extensions: { code: "BAD_USER_INPUT", status: 400, fields } })],
});

describe("SeriesSection: next season", () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it("sends the sale start a year on, the name and the heads-up; the server's field error lands on its field", async () => {
    const user = userEvent.setup();
    const sent: CreateNextSeriesMutationVariables[] = [];
    const { router } = renderSection(true, series(), [
      {
        request: {
          query: CreateNextSeriesDocument,
          variables: (variables: CreateNextSeriesMutationVariables) => {
            sent.push(variables);
            return true;
          },
        },
        result: fieldError({ headsUpDays: "Give the days from 0 to 365" }),
      },
      {
        request: { query: CreateNextSeriesDocument, variables: () => true },
        result: {
          data: {
            createNextSeries: {
              __typename: "Series",
              id: "autumn-2027",
              eventId: "e2",
              dates: [
                { __typename: "Occasion", id: "n1" },
                { __typename: "Occasion", id: "n2" },
              ],
            },
          },
        },
      },
      // The row links to the new series once created (until the page changes).
      nextSeriesLink,
    ]);
    await user.click(await screen.findByRole("button", { name: "Create next season of Autumn 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Next season of Autumn 2026" });
    expect(within(dialog).getByText(/Every date of the series is copied a year on/)).toBeTruthy();
    // Last season's sale start 52 weeks on: the same weekday and time.
    const saleStart = within(dialog).getByRole("textbox", { name: /^Sale opens/ }) as HTMLInputElement;
    expect(saleStart.value).toBe("31.07.2027 10:00");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name of the new series/ }), "Autumn season 2027");
    await user.type(within(dialog).getByRole("textbox", { name: /^Renewal links open/ }), "14");
    await user.click(within(dialog).getByRole("button", { name: "Create next season" }));

    expect(await within(dialog).findByText("Give the days from 0 to 365")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("textbox", { name: /^Renewal links open/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(sent[0]).toEqual({
      seriesId: "autumn",
      input: { saleStart: "2027-07-31T07:00:00.000Z", name: "Autumn season 2027", headsUpDays: 14 },
    });

    await user.click(within(dialog).getByRole("button", { name: "Create next season" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/admin/events/e2"));
    expect(toast.success).toHaveBeenCalledWith("Next season was created with 2 dates, unpublished");
  });

  it("leaves what is not given to the server's defaults", async () => {
    const user = userEvent.setup();
    const sent: CreateNextSeriesMutationVariables[] = [];
    renderSection(true, series({ saleStart: null }), [
      {
        request: {
          query: CreateNextSeriesDocument,
          variables: (variables: CreateNextSeriesMutationVariables) => {
            sent.push(variables);
            return true;
          },
        },
        result: fieldError({ saleStart: "Give the time the sale opens" }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Create next season of Autumn 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Next season of Autumn 2026" });
    await user.click(within(dialog).getByRole("button", { name: "Create next season" }));
    expect(await within(dialog).findByText("Give the time the sale opens")).toBeTruthy();
    expect(sent).toEqual([{ seriesId: "autumn", input: { saleStart: null, name: null, headsUpDays: null } }]);
  });

  it("links to the next season once it exists", async () => {
    renderSection(true, series({ nextSeriesId: "autumn-2027" }), [nextSeriesLink]);
    const link = await screen.findByRole("link", { name: "Next season of Autumn 2026" });
    expect(link.getAttribute("href")).toBe("/en/admin/events/e2/series/autumn-2027/edit");
    expect(screen.queryByRole("button", { name: "Create next season of Autumn 2026" })).toBeNull();
  });

  it("offers nothing to a user who may not administer events", async () => {
    renderSection(false);
    await screen.findByRole("cell", { name: "Autumn 2026" });
    expect(screen.queryByRole("button", { name: /Create next season/ })).toBeNull();
  });
});
