import type { EventQuery, EventsQuery, SettingsQuery } from "../../generated/graphql";

/** T with __typename on every object, as Apollo returns it (the generated types leave it out). */
export type WithTypename<T> = T extends readonly (infer U)[]
  ? WithTypename<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string }
    : T;

/**
 * Response data shaped like the server's, for MockedProvider mocks. Apollo adds __typename to
 * every selection set, but the generated operation types leave it out, hence WithTypename.
 */
export const settingsFixture: WithTypename<SettingsQuery> = {
  settings: {
    __typename: "Settings",
    sitename: "Kulttuuritalo",
    footerText: "Kulttuuritalo, Helsinki",
    primaryColor: "#0085d2",
    secondaryColor: null,
    timeZone: "Europe/Helsinki",
  },
};

export const eventsFixture: WithTypename<EventsQuery> = {
  events: [
    {
      __typename: "Event",
      id: "e1",
      name: "Swan Lake",
      description: "Ballet in two acts.",
      offer: {
        __typename: "EventOffer",
        // 12.06.2027 18:30 and 20.06.2027 13:00 in Helsinki.
        firstStart: "2027-06-12T15:30:00.000Z",
        lastStart: "2027-06-20T10:00:00.000Z",
        priceRange: { __typename: "PriceRange", min: 1200, max: 2450 },
      },
    },
    {
      __typename: "Event",
      id: "e2",
      name: "Hamlet",
      description: null,
      offer: {
        __typename: "EventOffer",
        firstStart: "2027-06-13T10:00:00.000Z",
        lastStart: "2027-06-13T10:00:00.000Z",
        priceRange: { __typename: "PriceRange", min: 3200, max: 3200 },
      },
    },
  ],
};

export const eventFixture: WithTypename<EventQuery> = {
  event: {
    __typename: "Event",
    id: "e1",
    name: "Swan Lake",
    description: "Ballet in two acts.",
    offer: {
      __typename: "EventOffer",
      firstStart: "2027-06-12T15:30:00.000Z",
      lastStart: "2027-06-13T10:00:00.000Z",
      priceRange: { __typename: "PriceRange", min: 1200, max: 2450 },
    },
    occasions: [
      {
        __typename: "Occasion",
        id: "o2",
        name: "Matinee",
        title: null,
        // 13:00 in Helsinki (UTC+3 in summer)
        startTime: "2027-06-13T10:00:00.000Z",
        endTime: null,
        bookable: true,
        bookableStartTime: null,
        bookableEndTime: null,
        status: "scheduled",
        availability: { __typename: "Availability", remaining: 0, total: 120 },
      },
      {
        __typename: "Occasion",
        id: "o1",
        name: "Premiere",
        title: null,
        // 18:30 on 12.06.2027 in Helsinki; still 12.06 in UTC too
        startTime: "2027-06-12T15:30:00.000Z",
        endTime: null,
        bookable: true,
        bookableStartTime: null,
        bookableEndTime: null,
        status: "scheduled",
        availability: { __typename: "Availability", remaining: 42, total: 120 },
      },
    ],
    series: [],
  },
};
