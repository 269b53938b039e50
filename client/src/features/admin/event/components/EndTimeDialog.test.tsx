import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { EndTimeDialog } from "./EndTimeDialog";

const noop = () => {};

describe("EndTimeDialog", () => {
  it("opens its calendar on the show's month, not today's, while no end is set (issue 34, item 18)", async () => {
    const user = userEvent.setup();
    renderRoute({
      path: "admin/events/:eventId/occasions/:occasionId",
      url: "/en/admin/events/e1/occasions/o1",
      element: (
        <EndTimeDialog
          // 19:00 on 14 September 2091 in Helsinki: years from whatever month the test runs in.
          occasion={{ id: "o1", startTime: "2091-09-14T16:00:00.000Z", endTime: null }}
          version="2027-01-01T00:00:00.000Z"
          timeZone="Europe/Helsinki"
          onClose={noop}
          onSaved={noop}
          onConflict={noop}
        />
      ),
    });
    await user.click(await screen.findByRole("button", { name: "Choose from the calendar: Ends" }));
    const calendar = await screen.findByRole("dialog", { name: "Ends" });
    expect(within(calendar).getByRole("button", { name: "September 2091" })).toBeTruthy();
  });
});
