import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CancelOccasionDocument, OccasionCancellationDocument } from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { CancelOccasion, cancellationProgress } from "./CancelOccasion";

const state = (overrides: Record<string, unknown> = {}) => ({
  __typename: "OccasionCancellation",
  occasionId: "o1",
  cancelled: false,
  requestedAt: null,
  finishedAt: null,
  reason: null,
  remaining: 12,
  remainingPaid: 9,
  remainingToEmail: 11,
  refunded: 0,
  cancelledBookings: 0,
  emailed: 0,
  refundsOwed: 0,
  ...overrides,
});

describe("CancelOccasion", () => {
  it("says what cancelling does before it does it, then shows the job's progress", async () => {
    const running = state({
      cancelled: true,
      requestedAt: "2027-06-01T10:00:00.000Z",
      reason: "Storm",
      remaining: 7,
      refunded: 4,
      cancelledBookings: 1,
      emailed: 5,
    });
    renderRoute({
      path: "",
      url: "/en",
      element: <CancelOccasion occasionId="o1" />,
      mocks: [
        {
          request: { query: OccasionCancellationDocument, variables: { occasionId: "o1" } },
          result: { data: { occasionCancellation: state() } },
        },
        {
          request: { query: CancelOccasionDocument, variables: { occasionId: "o1", reason: "Storm" } },
          result: { data: { cancelOccasion: running } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel occasion" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this occasion?" });
    expect(within(dialog).getByText(/12 bookings will be cancelled \(9 paid ones refunded.*\) and 11 customers e-mailed/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "  Storm " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the occasion" }));
    await waitFor(() => expect(screen.getByText("Cancelling the occasion…")).toBeTruthy());
    expect(screen.getByRole("status").textContent).toBe(
      "Refunded: 4. Cancelled without payment: 1. Customers e-mailed: 5. Bookings left: 7.",
    );
    expect(screen.getByRole("progressbar", { name: "5 of 12 bookings done" })).toBeTruthy();
  });

  it("counts progress over the bookings done and left", () => {
    expect(cancellationProgress(state({ refunded: 3, cancelledBookings: 2, remaining: 5 }) as never)).toEqual({ done: 5, total: 10 });
  });
});
