import { GraphQLError } from "graphql";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BookDocument,
  ClaimQueueAdmissionDocument,
  JoinQueueDocument,
  OccasionDocument,
  OccasionOccupancyDocument,
  QueueStatusChangedDocument,
  QueueStatusDocument,
  SeatMapOccasionDocument,
  SettingsDocument,
  SpaceTypesDocument,
  UseQueuePassDocument,
  type QueueStatusFieldsFragment,
} from "../../../generated/graphql";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { clearStoredDraft } from "../../../shared/booking/draftStore";
import { forgetNewestOccupancy } from "../../../shared/booking/occupancyCache";
import { forgetOccupancyStore } from "../../../shared/booking/occupancyStore";
import { clearPlanSpaces } from "../../../shared/plan/planSpaces";
import { QUEUE_POLL_MS } from "../useWaitingRoom";
import { SeatMapPage } from "./SeatMapPage";

vi.mock("../../../shared/toast/toast", () => ({
  toast: { error: vi.fn(), warning: vi.fn(), info: vi.fn(), success: vi.fn(), show: vi.fn(), hide: vi.fn(), clean: vi.fn() },
}));

const occasion = {
  __typename: "Occasion",
  id: "o1",
  title: null,
  startTime: "2027-06-12T15:30:00.000Z",
  bookable: true,
  bookableStartTime: null,
  bookableEndTime: null,
  status: "scheduled",
  accessibleHeldUntil: null,
  presaleSpaceIds: [],
  event: { __typename: "Event", id: "e1", name: "Swan Lake", addons: [] },
  availability: { __typename: "Availability", remaining: 1, total: 2 },
  plan: {
    __typename: "Plan",
    id: "p1",
    name: "Main hall",
    mapUrl: "/api/plans/p1/map.svg",
    mapLabelMask: null,
    spaceLabelMask: "{name}",
    styles: null,
  },
  occupancyTakenAt: 1_000,
  prices: [],
};

const occupancy = {
  __typename: "Occasion",
  id: "o1",
  availability: { __typename: "Availability", remaining: 1, total: 2 },
  occupancy: [
    { __typename: "SpaceOccupancy", spaceId: "s1", count: 1, maxTickets: 1 },
    { __typename: "SpaceOccupancy", spaceId: "s2", count: 0, maxTickets: 1 },
  ],
  occupancyTakenAt: 1_000,
};

const planSpaces = {
  __typename: "Plan",
  id: "p1",
  sections: [],
  spaces: ["s1", "s2"].map((id, index) => ({
    __typename: "Space",
    id,
    name: `R1-S${index + 1}`,
    label: `R1-S${index + 1}`,
    section: null,
    row: null,
    seat: null,
    priceZoneId: null,
    companionOfId: null,
    spaceTypeId: "seat",
  })),
};

function queue(overrides: Partial<QueueStatusFieldsFragment>) {
  return {
    __typename: "QueueStatus",
    occasionId: "o1",
    standing: "OFF",
    position: null,
    ahead: null,
    lineLength: 0,
    undrawn: 0,
    ratePerMinute: 0,
    automatic: true,
    estimatedWaitSeconds: null,
    paused: false,
    opensAt: null,
    saleStartsAt: null,
    admittedUntil: null,
    claimed: false,
    updatedAt: null,
    ...overrides,
  };
}

const waiting = queue({ standing: "WAITING", position: 141, ahead: 40, lineLength: 900, ratePerMinute: 15, estimatedWaitSeconds: 164 });
const admitted = queue({ standing: "ADMITTED", position: 141, ahead: 0, admittedUntil: "2027-06-01T09:10:00.000Z" });

const statusMock = (status: ReturnType<typeof queue>) => ({
  request: { query: QueueStatusDocument, variables: { occasionId: "o1" } },
  result: { data: { queueStatus: status } },
});

/** What the map needs once it shows. */
const pageMocks = [
  { request: { query: SeatMapOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion } } },
  { request: { query: OccasionOccupancyDocument, variables: { id: "o1" } }, result: { data: { occasion: occupancy } } },
  { request: { query: SettingsDocument }, result: { data: settingsFixture } },
  {
    request: { query: SpaceTypesDocument },
    result: { data: { spaceTypes: [{ __typename: "SpaceType", id: "seat", name: "Seat", accessible: false }] } },
  },
];

const render = (mocks: ReadonlyArray<object>, lng = "en") =>
  renderRoute({
    path: "occasions/:occasionId",
    element: <SeatMapPage />,
    url: `/${lng}/occasions/o1`,
    mocks: [...pageMocks, ...mocks] as Parameters<typeof renderRoute>[0]["mocks"],
  });

beforeEach(() => {
  clearStoredDraft();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) =>
      String(input).startsWith("/api/plans/p1/spaces?lng=") ? Response.json(planSpaces) : new Response("Not Found", { status: 404 }),
    ),
  );
});
afterEach(() => {
  forgetNewestOccupancy();
  forgetOccupancyStore();
  clearPlanSpaces();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SeatMapPage's waiting room (issue 39)", () => {
  it("shows the map as before when the date has no waiting room", async () => {
    render([statusMock(queue({ standing: "OFF" }))]);
    const table = await screen.findByRole("table");
    expect(await within(table).findByRole("button", { name: "Choose R1-S2, 1 / 1 available" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Swan Lake" })).toBeTruthy();
    expect(screen.queryByTestId("waiting-room")).toBeNull();
  });

  it("shows the place in line, how many are ahead and the wait, and follows the line live", async () => {
    const live = {
      request: { query: QueueStatusChangedDocument, variables: { occasionId: "o1" } },
      result: { data: { queueStatusChanged: { ...waiting, ahead: 12, estimatedWaitSeconds: 52 } } },
      delay: 300,
    };
    render([statusMock(waiting), live]);
    const room = await screen.findByRole("region", { name: "Waiting room" });
    const standing = within(room).getByTestId("queue-standing");
    expect(within(standing).getByText("Your place in line").nextElementSibling?.textContent).toBe("141");
    expect(within(standing).getByText("People ahead of you").nextElementSibling?.textContent).toBe("40");
    expect(within(standing).getByText("Estimated wait").nextElementSibling?.textContent).toBe("about 3 minutes");
    expect(within(room).getByRole("progressbar", { name: "Your progress in line" })).toBeTruthy();
    expect(within(room).getByText(/Keep this page open/)).toBeTruthy();
    expect(screen.queryByRole("table"), "no map while waiting").toBeNull();
    // The live region says where the visitor stands, in words.
    await waitFor(() => expect(screen.getByTestId("queue-announcement").textContent).toBe("40 people are ahead of you in line."));
    expect(screen.getByTestId("queue-announcement").getAttribute("aria-live")).toBe("polite");

    // A live update: the numbers on the page follow at once.
    await waitFor(() => expect(within(standing).getByText("People ahead of you").nextElementSibling?.textContent).toBe("12"));
    expect(within(standing).getByText("Estimated wait").nextElementSibling?.textContent).toBe("less than a minute");
    // The progress bar moved on (from 40 ahead to 12).
    expect(Number(within(room).getByRole("progressbar").getAttribute("aria-valuenow"))).toBe(Math.round((29 / 41) * 100));
    // A mark of the line was passed, but less than 30 s ago: the live region waits.
    expect(screen.getByTestId("queue-announcement").textContent).toBe("40 people are ahead of you in line.");
  });

  it("reads the standing every 10 s while the live feed delivers nothing, and lets the visitor in when the turn comes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const claimed = { ...admitted, claimed: true };
    render([
      statusMock(waiting),
      statusMock(admitted),
      {
        request: { query: ClaimQueueAdmissionDocument, variables: { occasionId: "o1" } },
        result: { data: { claimQueueAdmission: { __typename: "QueueAdmission", expiresAt: "2027-06-01T09:30:00.000Z", status: claimed } } },
      },
    ]);
    expect(await screen.findByTestId("queue-standing")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(QUEUE_POLL_MS));
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(screen.queryByTestId("waiting-room")).toBeNull();
  });

  it("says admission is paused instead of guessing a wait", async () => {
    render([statusMock({ ...waiting, paused: true, estimatedWaitSeconds: null, ratePerMinute: 0 })]);
    const standing = await screen.findByTestId("queue-standing");
    expect(within(standing).getByText("Estimated wait").nextElementSibling?.textContent).toBe("admission paused");
    expect(screen.getByTestId("queue-paused").textContent).toMatch(/You keep your place/);
  });

  it("joins the line on arrival", async () => {
    const join = vi.fn(() => ({ data: { joinQueue: waiting } }));
    render([
      statusMock(queue({ standing: "NOT_IN_LINE", lineLength: 899 })),
      { request: { query: JoinQueueDocument, variables: { occasionId: "o1" } }, result: join },
    ]);
    const standing = await screen.findByTestId("queue-standing");
    expect(join).toHaveBeenCalledTimes(1);
    expect(within(standing).getByText("Your place in line").nextElementSibling?.textContent).toBe("141");
  });

  it("says why joining failed and lets the visitor try again", async () => {
    const refused = new GraphQLError("Your network already has 10 places in this line.", {
      extensions: { code: "RATE_LIMITED", status: 429 },
    });
    render([
      statusMock(queue({ standing: "NOT_IN_LINE" })),
      { request: { query: JoinQueueDocument, variables: { occasionId: "o1" } }, result: { errors: [refused] } },
      statusMock(queue({ standing: "NOT_IN_LINE" })),
      { request: { query: JoinQueueDocument, variables: { occasionId: "o1" } }, result: { data: { joinQueue: waiting } } },
    ]);
    const problem = await screen.findByTestId("queue-join-error");
    expect(problem.textContent).toMatch(/Your network already has 10 places in this line\./);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("queue-standing")).toBeTruthy();
  });

  it("before the sale starts, explains the draw and how many are waiting", async () => {
    render([statusMock(queue({ standing: "WAITING_FOR_DRAW", undrawn: 1234, saleStartsAt: "2027-06-01T07:00:00.000Z" }))]);
    const room = await screen.findByRole("region", { name: "Waiting room" });
    expect(
      within(room).getByText(
        "Everyone who arrives before the sale starts on 01.06.2027 at 10:00 gets a random place in line at the start, so there is no need to hurry.",
      ),
    ).toBeTruthy();
    expect(within(room).getByTestId("queue-undrawn").textContent).toBe("1,234 people are waiting for the sale to start.");
  });

  it("before the room opens, says when, and joins once it has opened", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const opensAt = new Date(Date.now() + 300).toISOString();
    render([
      statusMock(queue({ standing: "NOT_OPEN", opensAt })),
      statusMock(queue({ standing: "NOT_IN_LINE", opensAt })),
      { request: { query: JoinQueueDocument, variables: { occasionId: "o1" } }, result: { data: { joinQueue: waiting } } },
    ]);
    expect((await screen.findByTestId("queue-opens")).textContent).toMatch(
      /^The waiting room opens (at|on \d\d\.\d\d\.\d{4} at) \d\d:\d\d\.$/,
    );
    expect(await screen.findByTestId("queue-standing")).toBeTruthy();
  });

  it("takes the admission when the turn has come, and shows the map", async () => {
    const claimed = { ...admitted, claimed: true };
    const claim = vi.fn(() => ({
      data: { claimQueueAdmission: { __typename: "QueueAdmission", expiresAt: "2027-06-01T09:30:00.000Z", status: claimed } },
    }));
    render([statusMock(admitted), { request: { query: ClaimQueueAdmissionDocument, variables: { occasionId: "o1" } }, result: claim }]);
    const table = await screen.findByRole("table");
    expect(await within(table).findByRole("button", { name: "Choose R1-S2, 1 / 1 available" })).toBeTruthy();
    expect(claim).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("waiting-room")).toBeNull();
  });

  it("keeps the turn when taking it fails for a moment, and offers to try again", async () => {
    render([
      statusMock(admitted),
      { request: { query: ClaimQueueAdmissionDocument, variables: { occasionId: "o1" } }, error: new Error("Failed to fetch") },
    ]);
    const problem = await screen.findByTestId("queue-claim-failed");
    expect(problem.textContent).toMatch(/^The seat map did not open yetYour turn is kept until 12:10\./);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("a turn that passed says so in the server's words and offers to join the line again", async () => {
    const passed = new GraphQLError("Your turn passed while you were away. Join the line again.", {
      extensions: { code: "QUEUE_ADMISSION_REQUIRED", status: 403 },
    });
    const join = vi.fn(() => ({ data: { joinQueue: waiting } }));
    render([
      statusMock(admitted),
      { request: { query: ClaimQueueAdmissionDocument, variables: { occasionId: "o1" } }, result: { errors: [passed] } },
      statusMock(queue({ standing: "NOT_IN_LINE" })),
      { request: { query: JoinQueueDocument, variables: { occasionId: "o1" } }, result: join },
    ]);
    expect((await screen.findByTestId("queue-refused")).textContent).toMatch(/Your turn passed while you were away\./);
    // Joining again (at the end of the line) is the visitor's choice, not done behind their back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(join).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Join the line again" }));
    expect(await screen.findByTestId("queue-standing")).toBeTruthy();
    expect(join).toHaveBeenCalledTimes(1);
  });

  it("a sold-out date says so and offers the waiting list", async () => {
    render([statusMock(queue({ standing: "SOLD_OUT" }))]);
    expect((await screen.findByTestId("queue-sold-out")).textContent).toMatch(/This date has sold out\./);
    const join = screen.getByTestId("waiting-list-join");
    expect(within(join).getByRole("textbox", { name: "E-mail" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Have a pass code?" })).toBeNull();
  });

  it("a pass code: a wrong one is refused on its field, in words; a good one opens the map", async () => {
    const wrong = new GraphQLError("Invalid input", {
      extensions: { code: "BAD_USER_INPUT", status: 400, fields: { code: "This pass is not valid for this date, or it has been used." } },
    });
    const claimed = { ...admitted, claimed: true };
    render([
      statusMock(waiting),
      { request: { query: UseQueuePassDocument, variables: { occasionId: "o1", code: "AAAA-BBBB" } }, result: { errors: [wrong] } },
      {
        request: { query: UseQueuePassDocument, variables: { occasionId: "o1", code: "GOOD-PASS" } },
        result: { data: { useQueuePass: { __typename: "QueueAdmission", expiresAt: "2027-06-01T09:30:00.000Z", status: claimed } } },
      },
    ]);
    const toggle = await screen.findByRole("button", { name: "Have a pass code?" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const field = await screen.findByRole("textbox", { name: "Pass code" });
    fireEvent.change(field, { target: { value: " AAAA-BBBB " } });
    fireEvent.click(screen.getByRole("button", { name: "Use the pass code" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This pass is not valid for this date, or it has been used.")).toBeTruthy();
    expect(field.getAttribute("aria-describedby") ?? "").toMatch(/error/);

    fireEvent.change(field, { target: { value: "GOOD-PASS" } });
    fireEvent.click(screen.getByRole("button", { name: "Use the pass code" }));
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(screen.queryByTestId("waiting-room")).toBeNull();
  });

  it("a hold refused for want of admission brings the room back (it was turned on while the map was open)", async () => {
    const required = new GraphQLError("This sale has a waiting room.", { extensions: { code: "QUEUE_ADMISSION_REQUIRED", status: 403 } });
    render([
      statusMock(queue({ standing: "OFF" })),
      { request: { query: BookDocument, variables: { occasionId: "o1" } }, result: { errors: [required] } },
      { request: { query: OccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: { ...occasion, ...occupancy } } } },
      statusMock(queue({ standing: "NOT_IN_LINE" })),
      { request: { query: JoinQueueDocument, variables: { occasionId: "o1" } }, result: { data: { joinQueue: waiting } } },
    ]);
    const table = await screen.findByRole("table");
    fireEvent.click(await within(table).findByRole("button", { name: "Choose R1-S2, 1 / 1 available" }));
    expect(await screen.findByTestId("queue-standing")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("is translated", async () => {
    render([statusMock(waiting)], "fi");
    const room = await screen.findByRole("region", { name: "Jonotushuone" });
    expect(within(room).getByText("Paikkasi jonossa")).toBeTruthy();
    expect(within(room).getByText("noin 3 minuuttia")).toBeTruthy();
    await act(async () => undefined);
  });
});
