import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LanguagesDocument } from "../../../../generated/graphql";
import {
  AdminEventFormDocument,
  AdminEventFormOptionsDocument,
  CreateEventDocument,
  UpdateEventDocument,
  type CreateEventMutationVariables,
} from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { EventFormPage } from "./EventFormPage";

const languages = {
  languages: [
    { __typename: "Language", id: "en", name: "English" },
    { __typename: "Language", id: "fi", name: "suomi" },
    { __typename: "Language", id: "sv", name: "svenska" },
  ],
};
const options = {
  plans: [{ __typename: "Plan", id: "plan-1", name: "Main hall" }],
  ticketTypes: [
    { __typename: "TicketType", id: "adult", name: "Adult", vat: 10 },
    { __typename: "TicketType", id: "child", name: "Child", vat: 25.5 },
  ],
  adminAddons: [{ __typename: "Addon", id: "programme", name: "Programme", active: true }],
};
const savedEvent = {
  __typename: "Event",
  id: "e1",
  name: "Swan Lake",
  names: [{ __typename: "Translation", language: "en", text: "Swan Lake" }],
  descriptions: [],
  planId: "plan-1",
  prices: [{ __typename: "Price", ticketTypeId: "adult", price: 2550, priceZoneId: null }],
  addons: [],
  published: false,
  status: "active",
  updatedAt: "2027-01-01T10:00:00.000Z",
};

const baseMocks = [
  { request: { query: LanguagesDocument }, result: { data: languages } },
  { request: { query: AdminEventFormOptionsDocument }, result: { data: options } },
];

function renderCreate(mocks: Parameters<typeof renderRoute>[0]["mocks"] = []) {
  return renderRoute({
    path: "admin/events/create",
    element: <EventFormPage />,
    url: "/en/admin/events/create",
    mocks: [...baseMocks, ...(mocks ?? [])],
  });
}

async function addPriceRow(user: ReturnType<typeof userEvent.setup>, ticketType: string, price: string) {
  await user.click(screen.getByRole("button", { name: "Add price" }));
  const rows = screen.getAllByRole("textbox", { name: /^Price in euros, row/ });
  const row = rows.length;
  await user.click(screen.getByRole("combobox", { name: `Ticket type, row ${row}` }));
  await user.click(await screen.findByRole("option", { name: ticketType, hidden: true }));
  await user.type(screen.getByRole("textbox", { name: `Price in euros, row ${row}` }), price);
}

describe("EventFormPage", () => {
  it("states what is missing or wrong on the fields before anything is sent", async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByRole("heading", { level: 1, name: "Create event" });

    await addPriceRow(user, "Adult", "-5");
    await user.click(screen.getByRole("switch", { name: "Published" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Field is required").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole("combobox", { name: "Plan" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The price cannot be negative")).toBeTruthy();
    // The VAT of the chosen ticket type shows beside its price.
    expect(screen.getByText("10 %")).toBeTruthy();

    await user.clear(screen.getByRole("textbox", { name: "Price in euros, row 1" }));
    await user.type(screen.getByRole("textbox", { name: "Price in euros, row 1" }), "12,345");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Give the price in euros, like 25,50 or 25.50")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove price row 1" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Give a price for at least one ticket type before publishing")).toBeTruthy();
  });

  it("sends texts without empty translations and prices in cents; the server's field errors land on their fields", async () => {
    const user = userEvent.setup();
    let sent: CreateEventMutationVariables | undefined;
    renderCreate([
      {
        request: {
          query: CreateEventDocument,
          variables: (variables: CreateEventMutationVariables) => {
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
                fields: { "names.fi": "Liian pitkä", "prices.0": "Give the price in euros, from 0 to 100 000" },
              },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole("heading", { level: 1, name: "Create event" });

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Swan Lake");
    await user.click(screen.getByRole("tab", { name: /suomi/ }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Joutsenlampi");
    await user.click(screen.getByRole("tab", { name: /English/ }));
    await user.click(screen.getByRole("combobox", { name: "Plan" }));
    await user.click(await screen.findByRole("option", { name: "Main hall", hidden: true }));
    await addPriceRow(user, "Child", "25,50");
    await user.click(screen.getByRole("button", { name: "Save" }));

    // The Finnish tab is marked and opened, with the message on its name.
    const finnish = await screen.findByRole("tab", { name: /suomi.*has errors/ });
    await waitFor(() => expect(finnish.getAttribute("aria-selected")).toBe("true"));
    const finnishName = screen.getByRole("textbox", { name: "Name" });
    expect((finnishName as HTMLInputElement).value).toBe("Joutsenlampi");
    expect(finnishName.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Liian pitkä")).toBeTruthy();
    // prices.0 is the first row: its price field.
    const price = screen.getByRole("textbox", { name: "Price in euros, row 1" });
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Give the price in euros, from 0 to 100 000")).toBeTruthy();

    expect(sent?.input).toEqual({
      names: [
        { language: "en", text: "Swan Lake" },
        { language: "fi", text: "Joutsenlampi" },
      ],
      descriptions: [],
      planId: "plan-1",
      prices: [{ ticketTypeId: "child", price: 2550 }],
      addonIds: [],
      imageUrl: null,
      maxTicketsPerBuyer: null,
      published: false,
      status: "active",
    });
  });

  it("a publish the server refuses for missing translations lists each missing text and where to fix it", async () => {
    const user = userEvent.setup();
    const missing = [
      "Swedish name of event “Swan Lake” — Events → Swan Lake → Edit event",
      "Finnish name of ticket type “Adult” — Settings → Ticket types",
    ];
    renderCreate([
      {
        request: { query: CreateEventDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError(
              `Not published: texts visitors would read are missing in a language of the site. Missing: ${missing.join("; ")}`,
              {
                extensions: {
                  code: "BAD_USER_INPUT",
                  status: 400,
                  missingTranslations: missing.map((message, index) => ({ kind: index ? "ticketTypeName" : "eventName", message })),
                },
              },
            ),
          ],
        },
      },
    ]);
    await screen.findByRole("heading", { level: 1, name: "Create event" });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Swan Lake");
    await user.click(screen.getByRole("combobox", { name: "Plan" }));
    await user.click(await screen.findByRole("option", { name: "Main hall", hidden: true }));
    await addPriceRow(user, "Adult", "25");
    await user.click(screen.getByRole("switch", { name: "Published" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("Not published: these texts are missing in a language of the site. Add them, then publish."),
    ).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(missing);
  });

  it("offers a reload after a save over an outdated version, and loads the saved event", async () => {
    const user = userEvent.setup();
    const newer = {
      ...savedEvent,
      names: [{ __typename: "Translation", language: "en", text: "Swan Lake (new)" }],
      updatedAt: "2027-01-02T10:00:00.000Z",
    };
    renderRoute({
      path: "admin/events/:eventId/edit",
      element: <EventFormPage />,
      url: "/en/admin/events/e1/edit",
      mocks: [
        ...baseMocks,
        { request: { query: AdminEventFormDocument, variables: { id: "e1" } }, result: { data: { adminEvent: savedEvent } } },
        {
          request: {
            query: UpdateEventDocument,
            variables: (variables: { version: string }) => variables.version === savedEvent.updatedAt,
          },
          result: {
            errors: [
              new GraphQLError("Changed by someone else meanwhile: reload to see the changes, then make yours again", {
                extensions: { code: "CONFLICT", status: 409 },
              }),
            ],
          },
        },
        { request: { query: AdminEventFormDocument, variables: { id: "e1" } }, result: { data: { adminEvent: newer } } },
      ],
    });
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect((name as HTMLInputElement).value).toBe("Swan Lake");
    expect((screen.getByRole("textbox", { name: "Price in euros, row 1" }) as HTMLInputElement).value).toBe("25.50");

    await user.type(name, " 2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/Changed by someone else/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Swan Lake (new)"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });
});
