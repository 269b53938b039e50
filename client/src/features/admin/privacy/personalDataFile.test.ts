import { describe, expect, it } from "vitest";
import { personalDataFileName, personalDataJson, withoutTypenames } from "./personalDataFile";

describe("withoutTypenames", () => {
  it("leaves out __typename at every depth and keeps everything else, nulls and empty lists included", () => {
    const answer = {
      __typename: "PersonalData",
      email: "maija@example.fi",
      account: null,
      bookings: [
        {
          __typename: "CustomerBooking",
          number: 12,
          client: { __typename: "CustomerClient", firstname: "Maija", message: null },
          tickets: [{ __typename: "CustomerTicket", price: 3900, addons: [] }],
        },
      ],
    };
    expect(withoutTypenames(answer)).toEqual({
      email: "maija@example.fi",
      account: null,
      bookings: [{ number: 12, client: { firstname: "Maija", message: null }, tickets: [{ price: 3900, addons: [] }] }],
    });
  });
});

describe("personalDataJson", () => {
  it("is indented JSON that reads back to the data", () => {
    const text = personalDataJson({ __typename: "PersonalData", email: "a@b.fi", bookings: [] });
    expect(text).toBe('{\n  "email": "a@b.fi",\n  "bookings": []\n}\n');
    expect(JSON.parse(text)).toEqual({ email: "a@b.fi", bookings: [] });
  });
});

describe("personalDataFileName", () => {
  it("names whose data it is and the day of the export, with nothing a file system refuses", () => {
    expect(personalDataFileName("maija.m@example.fi", "2027-06-12T15:30:00.000Z")).toBe("personal-data-maija.m@example.fi-2027-06-12.json");
    expect(personalDataFileName("a/b\\c:d*e@x.fi", "2027-01-02T00:00:00Z")).toBe("personal-data-a_b_c_d_e@x.fi-2027-01-02.json");
  });
});
