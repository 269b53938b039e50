import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CreateNextSeasonDocument, type NextSeasonInput, type NextSeasonProposalQuery } from "../../../../generated/admin";
import { LanguagesDocument } from "../../../../generated/graphql";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { NextSeasonDialog } from "./NextSeasonDialog";

const languages = {
  languages: [
    { __typename: "Language", id: "fi", name: "suomi" },
    { __typename: "Language", id: "en", name: "English" },
    { __typename: "Language", id: "sv", name: "svenska" },
  ],
};

const proposal: NextSeasonProposalQuery["nextSeasonProposal"] = {
  occasionId: "o1",
  seasonal: true,
  nextOccasionId: null,
  nextEventId: null,
  name: "",
  // Last season's "Kevätkonsertit 2026" and "Spring concerts": next season's year in both (issue 34).
  eventNames: [
    { language: "fi", text: "Kevätkonsertit 2027" },
    { language: "en", text: "Spring concerts 2027" },
  ],
  startTime: "2027-04-14T16:00:00.000Z",
  endTime: null,
  bookableStartTime: "2027-03-01T08:00:00.000Z",
  bookableEndTime: null,
  headsUpDays: 7,
  renewals: 2,
  houseSeats: 1,
};

function renderDialog(sent: NextSeasonInput[], onCreated = vi.fn()) {
  renderRoute({
    path: "",
    url: "/en",
    element: <NextSeasonDialog occasionId="o1" proposal={proposal} timeZone="Europe/Helsinki" onClose={() => {}} onCreated={onCreated} />,
    mocks: [
      { request: { query: LanguagesDocument }, result: { data: languages } },
      {
        request: { query: CreateNextSeasonDocument, variables: () => true },
        result: (variables: { input: NextSeasonInput }) => {
          sent.push(variables.input);
          return { data: { createNextSeason: { __typename: "Occasion", id: "o2", eventId: "e2" } } };
        },
      },
    ],
  });
  return onCreated;
}

describe("NextSeasonDialog", () => {
  it("names next season's event with its year in every language by default, editable, and sends the names", async () => {
    const sent: NextSeasonInput[] = [];
    const onCreated = renderDialog(sent);
    const dialog = await screen.findByRole("dialog", { name: "Create next season" });
    expect(within(dialog).getByRole("group", { name: "Next season's event name" })).toBeTruthy();
    expect(((await within(dialog).findByLabelText(/^Event name \(suomi\)/)) as HTMLInputElement).value).toBe("Kevätkonsertit 2027");
    expect(((await within(dialog).findByLabelText(/^Event name \(English\)/)) as HTMLInputElement).value).toBe("Spring concerts 2027");
    const swedish = (await within(dialog).findByLabelText(/^Event name \(svenska\)/)) as HTMLInputElement;
    expect(swedish.value).toBe("");
    await userEvent.type(swedish, "Vårkonserter 2027");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: "o2", eventId: "e2" })));
    expect(sent[0]).toMatchObject({
      eventNames: [
        { language: "fi", text: "Kevätkonsertit 2027" },
        { language: "en", text: "Spring concerts 2027" },
        { language: "sv", text: "Vårkonserter 2027" },
      ],
      startTime: proposal.startTime,
      bookableStartTime: proposal.bookableStartTime,
      headsUpDays: 7,
    });
  });

  it("asks for the default language's name before creating anything", async () => {
    const sent: NextSeasonInput[] = [];
    renderDialog(sent);
    const dialog = await screen.findByRole("dialog", { name: "Create next season" });
    const finnish = (await within(dialog).findByLabelText(/^Event name \(suomi\)/)) as HTMLInputElement;
    await userEvent.clear(finnish);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(finnish.getAttribute("aria-invalid")).toBe("true"));
    expect(sent).toEqual([]);
  });
});
