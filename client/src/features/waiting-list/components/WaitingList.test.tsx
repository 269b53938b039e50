import { fireEvent, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ConfirmWaitingListDocument, JoinWaitingListDocument, type WaitingListOfferQuery } from "../../../generated/graphql";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { JoinWaitingListForm } from "./JoinWaitingListForm";
import { WaitingListConfirmView } from "./WaitingListConfirmView";
import { WaitingListOfferView } from "./WaitingListOfferView";

const OCCASION = "6f1c1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f";
const BOOKING = "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f";

const offer = (overrides: Partial<WaitingListOfferQuery["waitingListOffer"]> = {}): WaitingListOfferQuery["waitingListOffer"] => ({
  state: "open",
  occasionId: OCCASION,
  bookingId: BOOKING,
  eventName: "Hamlet",
  startTime: "2026-12-12T17:00:00.000Z",
  partySize: 2,
  heldUntil: "2026-12-01T10:30:00.000Z",
  ...overrides,
});

describe("WaitingListOfferView", () => {
  it("shows the places held until their time and goes on to checkout with the draft", async () => {
    renderRoute({
      path: "waiting-list/:token",
      element: <WaitingListOfferView offer={offer()} timeZone="Europe/Helsinki" />,
      url: "/en/waiting-list/x",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Places are held for you" })).toBeTruthy();
    expect(
      screen.getByText("2 places freed up for you. They are held for you until 01.12.2026 12:30; book them before then."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue to checkout" }).getAttribute("href")).toBe(
      `/en/occasions/${OCCASION}/checkout/${BOOKING}`,
    );
  });

  it("says in words that a lapsed offer's places went to the next person, and links to the date", async () => {
    renderRoute({
      path: "waiting-list/:token",
      element: <WaitingListOfferView offer={offer({ state: "expired", bookingId: null, heldUntil: null })} timeZone="Europe/Helsinki" />,
      url: "/fi/waiting-list/x",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Tämä tarjous on rauennut" })).toBeTruthy();
    expect(screen.getByText("Tarjousta ei varattu ajoissa, joten sen paikat tarjottiin seuraavalle jonotuslistalla.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Katso esityksen paikat" }).getAttribute("href")).toBe(`/fi/occasions/${OCCASION}`);
    expect(screen.queryByRole("link", { name: "Jatka kassalle" })).toBeNull();
  });

  it("says a cancelled date's offer is cancelled, in Swedish too, and offers neither checkout nor places (issue 34, item 9)", async () => {
    renderRoute({
      path: "waiting-list/:token",
      element: <WaitingListOfferView offer={offer({ state: "cancelled", bookingId: null, heldUntil: null })} timeZone="Europe/Helsinki" />,
      url: "/sv/waiting-list/x",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Den här föreställningen är inställd" })).toBeTruthy();
    expect(screen.getByText("Inställd")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says an unknown link is not valid", async () => {
    renderRoute({
      path: "waiting-list/:token",
      element: <WaitingListOfferView offer={null} timeZone={undefined} />,
      url: "/sv/waiting-list/x",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Länken hittades inte" })).toBeTruthy();
  });
});

describe("JoinWaitingListForm", () => {
  const variables = { occasionId: OCCASION, email: "aino@example.fi", partySize: 2 };

  it("joins and says to confirm the address through the e-mail sent to it", async () => {
    renderRoute({
      path: "occasions/:occasionId",
      element: <JoinWaitingListForm occasionId={OCCASION} />,
      url: `/en/occasions/${OCCASION}`,
      mocks: [
        {
          request: { query: JoinWaitingListDocument, variables },
          result: {
            data: { joinWaitingList: { __typename: "WaitingListJoin", occasionId: OCCASION, email: "aino@example.fi", partySize: 2 } },
          },
        },
      ],
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "E-mail" }), { target: { value: "aino@example.fi" } });
    fireEvent.click(screen.getByRole("button", { name: "Join the waiting list" }));
    expect(
      await screen.findByText(
        "Check your e-mail to confirm: open the link we sent to aino@example.fi within 24 hours. Only then are 2 places offered to you when they free up.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Check your e-mail to confirm");
  });

  it("shows the server's refusal: a field's on the field, the rest above the button", async () => {
    renderRoute({
      path: "occasions/:occasionId",
      element: <JoinWaitingListForm occasionId={OCCASION} />,
      url: `/en/occasions/${OCCASION}`,
      mocks: [
        {
          request: { query: JoinWaitingListDocument, variables },
          result: {
            errors: [
              new GraphQLError("There are still 3 places free: book them directly instead of joining the waiting list", {
                extensions: { code: "CONFLICT", status: 409 },
              }),
            ],
          },
        },
      ],
    });
    const email = await screen.findByRole("textbox", { name: "E-mail" });
    fireEvent.click(screen.getByRole("button", { name: "Join the waiting list" }));
    expect(await screen.findByText("Field is required")).toBeTruthy();
    fireEvent.change(email, { target: { value: "aino@example.fi" } });
    fireEvent.click(screen.getByRole("button", { name: "Join the waiting list" }));
    await waitFor(() => expect(screen.getByTestId("waiting-list-refused").textContent).toContain("There are still 3 places free"));
  });
});

describe("WaitingListConfirmView", () => {
  const TOKEN = "k3J9xQ2mZr8TqW4vB6nY1cD5fG7hJ0lP2sA4uE6iO8w";

  it("confirms the address when opened and says the place in line is confirmed", async () => {
    renderRoute({
      path: "waiting-list/confirm/:token",
      element: <WaitingListConfirmView token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/en/waiting-list/confirm/${TOKEN}`,
      mocks: [
        {
          request: { query: ConfirmWaitingListDocument, variables: { token: TOKEN } },
          result: {
            data: {
              confirmWaitingList: {
                __typename: "WaitingListConfirmation",
                occasionId: OCCASION,
                eventName: "Hamlet",
                startTime: "2026-12-12T17:00:00.000Z",
                partySize: 2,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your place in line is confirmed" })).toBeTruthy();
    expect(screen.getByText(/When 2 places free up for you, we will e-mail you a link to book them/)).toBeTruthy();
    expect(screen.getByText("12.12.2026 19:00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the date's places" }).getAttribute("href")).toBe(`/en/occasions/${OCCASION}`);
  });

  it("says in Finnish and Swedish that the place is confirmed, or that a link is not valid or has expired", async () => {
    const view = renderRoute({
      path: "waiting-list/confirm/:token",
      element: <WaitingListConfirmView token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/fi/waiting-list/confirm/${TOKEN}`,
      mocks: [
        {
          request: { query: ConfirmWaitingListDocument, variables: { token: TOKEN } },
          result: {
            data: {
              confirmWaitingList: {
                __typename: "WaitingListConfirmation",
                occasionId: OCCASION,
                eventName: "Hamlet",
                startTime: "2026-12-12T17:00:00.000Z",
                partySize: 1,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Paikkasi jonossa on vahvistettu" })).toBeTruthy();
    view.unmount();

    renderRoute({
      path: "waiting-list/confirm/:token",
      element: <WaitingListConfirmView token="expired" timeZone={undefined} />,
      url: "/sv/waiting-list/confirm/expired",
      mocks: [
        {
          request: { query: ConfirmWaitingListDocument, variables: { token: "expired" } },
          result: {
            errors: [new GraphQLError("Den här bekräftelselänken är inte giltig", { extensions: { code: "NOT_FOUND", status: 404 } })],
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Länken är inte giltig" })).toBeTruthy();
    expect(screen.getByText(/Den här bekräftelselänken är inte giltig eller har gått ut/)).toBeTruthy();
  });
});
