import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  CreateOccasionQueuePassDocument,
  OccasionQueueRoomDocument,
  UpdateOccasionQueueRoomDocument,
  type QueueRoomFieldsFragment,
  type QueueRoomInput,
} from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { toast } from "../../../../shared/toast/toast";
import { QueueRoomSection } from "./QueueRoomSection";

vi.mock("../../../../shared/toast/toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), show: vi.fn() },
}));

const ROOM: QueueRoomFieldsFragment = {
  occasionId: "o1",
  enabled: true,
  highDemand: false,
  active: true,
  ratePerMinute: 120,
  currentRatePerMinute: 95,
  paused: false,
  drawn: true,
  soldOut: false,
  opensAt: "2027-06-01T06:30:00.000Z",
  saleStartsAt: "2027-06-01T07:00:00.000Z",
  lineLength: 1234,
  admitted: 400,
  claimed: 380,
  converted: 300,
  passes: 5,
  passesUsed: 2,
  updatedAt: "2027-06-01T07:10:00.000Z",
};

const room = (overrides: Partial<QueueRoomFieldsFragment> = {}) => ({ __typename: "QueueRoom", ...ROOM, ...overrides });

/** The room as polled: answered as often as asked. */
const roomQuery = (overrides: Partial<QueueRoomFieldsFragment> = {}): MockLink.MockedResponse => ({
  request: { query: OccasionQueueRoomDocument, variables: { occasionId: "o1" } },
  result: { data: { queueRoom: room(overrides) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const updated = (input: QueueRoomInput, answer: () => object) => ({
  request: { query: UpdateOccasionQueueRoomDocument, variables: { occasionId: "o1", input } },
  result: answer,
});

function renderSection(mocks: MockLink.MockedResponse[]) {
  return renderRoute({
    path: "admin/events/:eventId/occasions/:occasionId",
    element: <QueueRoomSection occasionId="o1" timeZone="Europe/Helsinki" />,
    url: "/en/admin/events/e1/occasions/o1",
    mocks,
  });
}

const countOf = (label: string) => {
  const term = within(screen.getByTestId("queue-room-counts")).getByText(label);
  return term.nextElementSibling?.textContent;
};

describe("QueueRoomSection", () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it("shows the room's state, window and counts", async () => {
    renderSection([roomQuery()]);
    expect(await screen.findByRole("heading", { name: "Waiting room", level: 2 })).toBeTruthy();
    expect(await screen.findByText("The room opens 01.06.2027 09:30; the sale starts 01.06.2027 10:00.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("The waiting room is on: the line is let in.");
    expect(countOf("In line")).toBe("1234");
    expect(countOf("Let in per minute now")).toBe("95");
    expect(countOf("Let in")).toBe("400");
    expect(countOf("Took admission")).toBe("380");
    expect(countOf("Booked")).toBe("300 (75 %)");
    expect(countOf("Passes used / given")).toBe("2 / 5");
    expect(countOf("Lottery drawn")).toBe("Yes");
    expect(countOf("Sold out")).toBe("No");
    expect(screen.getByText("The line, last let in 01.06.2027 10:10")).toBeTruthy();
    // The saved settings fill the form.
    expect((screen.getByRole("switch", { name: /^Waiting room on/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /^Automatic rate/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("textbox", { name: "People let in per minute" }) as HTMLInputElement).value).toBe("120");
  });

  it("asks for the counts again every 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSection([
      { request: { query: OccasionQueueRoomDocument, variables: { occasionId: "o1" } }, result: { data: { queueRoom: room() } } },
      roomQuery({ lineLength: 1100, admitted: 534 }),
    ]);
    await screen.findByTestId("queue-room-counts");
    expect(countOf("In line")).toBe("1234");
    await vi.advanceTimersByTimeAsync(4_000);
    expect(countOf("In line")).toBe("1234");
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(countOf("In line")).toBe("1100"));
    // The counts are no live region: only the state line is read out, and it did not change.
    expect(screen.getByTestId("queue-room-counts").closest("[aria-live]")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("The waiting room is on: the line is let in.");
  });

  it("saves the settings, an automatic rate as null", async () => {
    const answer = vi.fn(() => ({ data: { updateQueueRoom: room({ highDemand: true, ratePerMinute: null }) } }));
    renderSection([roomQuery(), updated({ enabled: true, highDemand: true, ratePerMinute: null, paused: false }, answer)]);
    fireEvent.click(await screen.findByRole("switch", { name: /^High-demand date/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /^Automatic rate/ }));
    expect((screen.getByRole("textbox", { name: "People let in per minute" }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Waiting room settings saved"));
    expect(answer).toHaveBeenCalledTimes(1);
    // The form starts again from what was saved.
    expect(await screen.findByText("High demand")).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: /^Automatic rate/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("saves an emptied rate as automatic", async () => {
    const answer = vi.fn(() => ({ data: { updateQueueRoom: room({ ratePerMinute: null }) } }));
    renderSection([roomQuery(), updated({ enabled: true, highDemand: false, ratePerMinute: null, paused: false }, answer)]);
    fireEvent.change(await screen.findByRole("textbox", { name: "People let in per minute" }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal of the rate on its field", async () => {
    renderSection([
      roomQuery(),
      updated({ enabled: true, highDemand: false, ratePerMinute: 250000, paused: false }, () => ({
        errors: [
          new GraphQLError("Invalid input", {
            extensions: { code: "BAD_USER_INPUT", status: 400, fields: { ratePerMinute: "Give a rate of 1 to 100,000 people a minute." } },
          }),
        ],
      })),
    ]);
    const rate = await screen.findByRole("textbox", { name: "People let in per minute" });
    fireEvent.change(rate, { target: { value: "250000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Give a rate of 1 to 100,000 people a minute.")).toBeTruthy();
    expect(rate.getAttribute("aria-invalid")).toBe("true");
    expect(rate.getAttribute("aria-describedby") ?? "").toContain(screen.getByText("Give a rate of 1 to 100,000 people a minute.").id);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("pauses at once with the saved settings, leaving unsaved edits alone", async () => {
    const answer = vi.fn(() => ({ data: { updateQueueRoom: room({ paused: true, currentRatePerMinute: 0 }) } }));
    renderSection([roomQuery(), updated({ enabled: true, highDemand: false, ratePerMinute: 120, paused: true }, answer)]);
    // An edit not saved yet is not sent with the pause.
    fireEvent.click(await screen.findByRole("switch", { name: /^Waiting room on/ }));
    fireEvent.click(screen.getByRole("button", { name: "Pause admission" }));

    expect(await screen.findByRole("button", { name: "Resume admission" })).toBeTruthy();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Admission paused: the line keeps its order");
    expect(screen.getByRole("status").textContent).toBe("Admission is paused: the line keeps its order.");
    expect((screen.getByRole("switch", { name: /^Waiting room on/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("creates a pass and shows its code once, with a copy button", async () => {
    const created = vi.fn(() => ({ data: { createQueuePass: "PASS-7K2M-Q9XD" } }));
    renderSection([
      roomQuery(),
      {
        request: { query: CreateOccasionQueuePassDocument, variables: { occasionId: "o1", note: "Mayor's office" } },
        result: created,
      },
    ]);
    const note = await screen.findByRole("textbox", { name: /Note \(who it is for\)/ });
    expect(note.getAttribute("maxlength")).toBe("200");
    fireEvent.change(note, { target: { value: "  Mayor's office " } });
    fireEvent.click(screen.getByRole("button", { name: "Create a pass code" }));

    const shown = await screen.findByTestId("queue-pass-code");
    expect(within(shown).getByText("PASS-7K2M-Q9XD")).toBeTruthy();
    expect(within(shown).getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(within(shown).getByText("Give this code to the customer now: it cannot be shown again.")).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Pass code created");
    expect((note as HTMLInputElement).value).toBe("");
  });

  it("shows a refused note on its field", async () => {
    renderSection([
      roomQuery(),
      {
        request: { query: CreateOccasionQueuePassDocument, variables: { occasionId: "o1", note: "x" } },
        result: {
          errors: [
            new GraphQLError("Invalid input", {
              extensions: { code: "BAD_USER_INPUT", status: 400, fields: { note: "The note is too long." } },
            }),
          ],
        },
      },
    ]);
    fireEvent.change(await screen.findByRole("textbox", { name: /Note/ }), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Create a pass code" }));
    expect(await screen.findByText("The note is too long.")).toBeTruthy();
    expect(screen.queryByTestId("queue-pass-code")).toBeNull();
  });
});
