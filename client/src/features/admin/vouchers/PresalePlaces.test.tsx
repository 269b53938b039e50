import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import {
  BookingFilterAdminEventsDocument,
  OccasionAdminOverviewDocument,
  OccasionAdminSettingsDocument,
  SetVoucherCampaignPlacesDocument,
  VoucherCampaignPlacesDocument,
} from "../../../generated/admin";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { PresalePlaces } from "./PresalePlaces";

vi.mock("../../../shared/toast/toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), show: vi.fn() },
}));

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
<rect id="R1-S1" class="space seat" x="0" width="10" height="10"/>
<rect id="R1-S2" class="space seat" x="20" width="10" height="10"/>
<rect id="R1-S3" class="space seat" x="40" width="10" height="10"/>
</svg>`;

vi.mock("../../../shared/plan/planSvg", () => ({ fetchPlanSvg: vi.fn(() => Promise.resolve(svg)) }));

const space = (id: string, name: string) => ({
  __typename: "Space",
  id,
  name,
  label: name.replace(/^R(\d+)-S(\d+)$/, "Row $1, seat $2"),
  maxTickets: 1,
  priceZoneId: null,
});

const overview = (id: string, startTime: string) => ({
  request: { query: OccasionAdminOverviewDocument, variables: { id } },
  result: {
    data: {
      adminOccasion: {
        __typename: "Occasion",
        id,
        eventId: "e1",
        name: "",
        title: null,
        startTime,
        published: true,
        status: "scheduled",
        seasonal: false,
        updatedAt: "2027-01-01T10:00:00.000Z",
        availability: { __typename: "Availability", remaining: 2, total: 3 },
        // Row 1, seat 2 is taken: shown so, and still selectable (a cancelled ticket would give it to the presale).
        occupancy: [{ __typename: "SpaceOccupancy", spaceId: "s2", count: 1, maxTickets: 1 }],
        occupancyTakenAt: "2027-01-01T10:00:00.000Z",
        prices: [],
        plan: {
          __typename: "Plan",
          id: "p1",
          name: "Main hall",
          styles: null,
          spaces: [space("s1", "R1-S1"), space("s2", "R1-S2"), space("s3", "R1-S3")],
        },
      },
    },
  },
});

const occasion = (id: string, startTime: string) => ({ __typename: "Occasion", id, name: "", title: null, startTime });

const baseMocks = (held: Array<{ occasionId: string; spaceIds: string[] }>) => [
  {
    request: { query: VoucherCampaignPlacesDocument, variables: { campaignId: "c1" } },
    result: { data: { voucherCampaignPlaces: held.map((entry) => ({ __typename: "VoucherCampaignPlaces", ...entry })) } },
  },
  {
    request: { query: BookingFilterAdminEventsDocument },
    result: {
      data: {
        adminEvents: [
          {
            __typename: "Event",
            id: "e1",
            name: "Hamlet",
            occasions: [occasion("o1", "2027-06-12T16:00:00.000Z"), occasion("o2", "2027-06-13T16:00:00.000Z")],
          },
          // Outside the campaign's events: not offered.
          { __typename: "Event", id: "e9", name: "Cabaret", occasions: [occasion("o9", "2027-07-01T16:00:00.000Z")] },
        ],
      },
    },
  },
  {
    request: { query: OccasionAdminSettingsDocument },
    result: {
      data: { settings: { __typename: "Settings", timeZone: "Europe/Helsinki", requireAddress: false, requireIdentityNumber: false } },
    },
  },
];

const campaign = { id: "c1", eventIds: ["e1"], occasionIds: [] };

function renderPlaces(mocks: ReadonlyArray<object>) {
  return renderRoute({
    path: "admin/settings/vouchers/:campaignId",
    element: <PresalePlaces campaign={campaign} />,
    url: "/en/admin/settings/vouchers/c1",
    mocks: mocks as never,
  });
}

describe("PresalePlaces", () => {
  it("holds back the places selected on a date of the campaign's events and lists the date with their count", async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: { setVoucherCampaignPlaces: { __typename: "VoucherCampaignPlaces", occasionId: "o1", spaceIds: ["s3", "s2"] } },
    }));
    renderPlaces([
      ...baseMocks([]),
      overview("o1", "2027-06-12T16:00:00.000Z"),
      {
        request: { query: SetVoucherCampaignPlacesDocument, variables: { campaignId: "c1", occasionId: "o1", spaceIds: ["s3", "s2"] } },
        result: saved,
      },
    ]);
    expect(await screen.findByText("No places are held back yet.")).toBeTruthy();

    const picker = screen.getByRole("combobox", { name: "Date to hold places back on" });
    await user.click(picker);
    const listbox = await waitFor(() => document.getElementById(picker.getAttribute("aria-controls") ?? "")!);
    const options = within(listbox).getAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(["Hamlet · 12.06.2027 19:00", "Hamlet · 13.06.2027 19:00"]);
    await user.click(within(listbox).getByRole("option", { name: "Hamlet · 12.06.2027 19:00", hidden: true }));

    const map = await screen.findByRole("group", { name: "Main hall" });
    const save = screen.getByRole("button", { name: "Save held places" });
    expect(save.hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(map).getByRole("button", { name: "Row 1, seat 3, Free" }));
    fireEvent.click(within(map).getByRole("button", { name: "Row 1, seat 2, Booked" }));
    expect(screen.getByTestId("selected-spaces").textContent).toBe("Row 1, seat 3; Row 1, seat 2");
    fireEvent.click(save);

    const row = await screen.findByTestId("presale-date");
    expect([...row.querySelectorAll("td")].slice(0, 2).map((cell) => cell.textContent)).toEqual(["Hamlet · 12.06.2027 19:00", "2"]);
    expect(saved).toHaveBeenCalledTimes(1);
    // Saved: nothing left to save until the selection changes again.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save held places" }).hasAttribute("disabled")).toBe(true));
  });

  it("opens a date's held places to change them and shows the server's refusal on the section", async () => {
    const user = userEvent.setup();
    renderPlaces([
      ...baseMocks([{ occasionId: "o2", spaceIds: ["s1", "s2"] }]),
      overview("o2", "2027-06-13T16:00:00.000Z"),
      {
        request: { query: SetVoucherCampaignPlacesDocument, variables: { campaignId: "c1", occasionId: "o2", spaceIds: ["s1"] } },
        result: {
          errors: [
            new GraphQLError("Invalid input", {
              extensions: { code: "BAD_USER_INPUT", status: 400, fields: { spaceIds: "A place is not on this date's plan." } },
            }),
          ],
        },
      },
    ]);
    const row = await screen.findByTestId("presale-date");
    expect([...row.querySelectorAll("td")].slice(0, 2).map((cell) => cell.textContent)).toEqual(["Hamlet · 13.06.2027 19:00", "2"]);
    await user.click(within(row).getByRole("button", { name: "Change the places held back on Hamlet · 13.06.2027 19:00" }));

    const map = await screen.findByRole("group", { name: "Main hall" });
    expect(within(map).getByRole("button", { name: "Row 1, seat 1, Free", pressed: true })).toBeTruthy();
    fireEvent.click(within(map).getByRole("button", { name: "Row 1, seat 2, Booked", pressed: true }));
    fireEvent.click(screen.getByRole("button", { name: "Save held places" }));

    expect((await screen.findByTestId("presale-error")).textContent).toBe("A place is not on this date's plan.");
    // Nothing saved: the list and the selection are as they were before the refusal.
    expect([...row.querySelectorAll("td")][1]!.textContent).toBe("2");
    expect(screen.getByTestId("selected-spaces").textContent).toBe("Row 1, seat 1");
  });
});
