import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  CatalogTicketTypesDocument,
  CreateTicketTypeDocument,
  UpdateTicketTypeDocument,
  type TicketTypeInput,
} from "../../../generated/admin";
import { LanguagesDocument } from "../../../generated/graphql";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { TicketTypeFormPage } from "./TicketTypeFormPage";

const languages = {
  languages: [
    { __typename: "Language", id: "fi", name: "suomi" },
    { __typename: "Language", id: "en", name: "English" },
    { __typename: "Language", id: "sv", name: "svenska" },
  ],
};
const adult = {
  __typename: "TicketType",
  id: "adult",
  name: "Aikuinen",
  names: [{ __typename: "Translation", language: "fi", text: "Aikuinen" }],
  vat: 25.5,
  productCode: "T-1",
  position: 0,
};

/** The create form in `lng`; every createTicketType it sends lands in `sent`. */
function renderCreate(lng: string, sent: TicketTypeInput[]) {
  const created = {
    request: { query: CreateTicketTypeDocument, variables: () => true },
    result: (variables: { input: TicketTypeInput }) => {
      sent.push(variables.input);
      return { data: { createTicketType: { ...adult, id: "new", vat: variables.input.vat } } };
    },
  };
  return renderRoute({
    path: "admin/settings/ticket-types/create",
    element: <TicketTypeFormPage />,
    url: `/${lng}/admin/settings/ticket-types/create`,
    mocks: [
      { request: { query: LanguagesDocument }, result: { data: languages } },
      { request: { query: CatalogTicketTypesDocument }, result: { data: { ticketTypes: [adult] } }, maxUsageCount: 5 },
      { ...created, maxUsageCount: 5 },
    ],
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, vat: string, labels = { name: "Nimi", vat: "ALV (%)", code: "Tuotekoodi" }) {
  await user.type(await screen.findByRole("textbox", { name: labels.name }), "Eläkeläinen");
  await user.type(screen.getByRole("textbox", { name: labels.vat }), vat);
  await user.type(screen.getByRole("textbox", { name: labels.code }), "T-2");
}

describe("TicketTypeFormPage: VAT", () => {
  it("saves '25,5' typed in Finnish as 25.5 % without asking (a current Finnish rate)", async () => {
    const user = userEvent.setup();
    const sent: TicketTypeInput[] = [];
    renderCreate("fi", sent);
    await fill(user, "25,5");
    await user.click(screen.getByRole("button", { name: "Tallenna" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.vat).toBe(25.5);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reads '10,0' typed in English as 10 %, not 100 %", async () => {
    const user = userEvent.setup();
    const sent: TicketTypeInput[] = [];
    renderCreate("en", sent);
    await fill(user, "10,0", { name: "Name", vat: "VAT (%)", code: "Product code" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.vat).toBe(10);
  });

  it("refuses a VAT that is not a number on the field, sending nothing", async () => {
    const user = userEvent.setup();
    const sent: TicketTypeInput[] = [];
    renderCreate("fi", sent);
    await fill(user, "25,5,5");
    await user.click(screen.getByRole("button", { name: "Tallenna" }));
    const vat = screen.getByRole("textbox", { name: "ALV (%)" });
    await waitFor(() => expect(vat.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Anna luku, esimerkiksi 10,5 tai 10.5")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("asks before saving a rate Finland does not use; 'back' saves nothing, 'save anyway' saves it", async () => {
    const user = userEvent.setup();
    const sent: TicketTypeInput[] = [];
    renderCreate("fi", sent);
    await fill(user, "24");
    await user.click(screen.getByRole("button", { name: "Tallenna" }));

    let dialog = await screen.findByRole("dialog", { name: "Ei Suomen ALV-kanta" });
    expect(within(dialog).getByText(/^24 % ei ole mikään Suomen nykyisistä ALV-kannoista \(0, 10, 14 ja 25,5 %\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Takaisin" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Tallenna" }));
    dialog = await screen.findByRole("dialog", { name: "Ei Suomen ALV-kanta" });
    await user.click(within(dialog).getByRole("button", { name: "Tallenna silti" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.vat).toBe(24);
  });
});

describe("TicketTypeFormPage: a saved VAT", () => {
  it("is shown back in the interface language's decimal mark", async () => {
    renderRoute({
      path: "admin/settings/ticket-types/:ticketTypeId",
      element: <TicketTypeFormPage />,
      url: "/fi/admin/settings/ticket-types/adult",
      mocks: [
        { request: { query: LanguagesDocument }, result: { data: languages } },
        { request: { query: CatalogTicketTypesDocument }, result: { data: { ticketTypes: [adult] } } },
        { request: { query: UpdateTicketTypeDocument, variables: () => true }, result: { data: { updateTicketType: adult } } },
      ],
    });
    const vat = await screen.findByRole("textbox", { name: "ALV (%)" });
    expect((vat as HTMLInputElement).value).toBe("25,5");
  });
});
