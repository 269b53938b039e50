import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { BookingPayments } from "./BookingPayments";
import { BookingsTable } from "./BookingsTable";

const skipBooking = {
  __typename: "Booking" as const,
  id: "b1",
  number: 1042,
  status: "booked",
  createdAt: "2027-05-01T10:00:00.000Z",
  occasionId: "o1",
  price: 0,
  paymentMethodId: "skip",
  client: { __typename: "Client" as const, firstname: "Maija", lastname: "Virtanen", email: "maija@example.fi", phone: null },
  payments: [],
};

// Issue 34, item 5: a booking completed with skip payment has no payment attempt; the admin views say how it was completed.
describe.each([
  ["en", "Completed without payment", "Completed with Box office"],
  ["fi", "Vahvistettu ilman maksua", "Vahvistettu: Lipunmyynti"],
  ["sv", "Slutförd utan betalning", "Slutförd med Biljettkassan"],
])("a booking without a payment attempt (%s)", (lng, skipped, boxOffice) => {
  it("the bookings table's payment column says it was completed without payment, not '–'", async () => {
    renderRoute({
      path: "admin",
      url: `/${lng}/admin`,
      element: <BookingsTable bookings={[skipBooking]} lng={lng} occasionOf={() => ({})} />,
    });
    const row = (await screen.findByText(skipped)).closest("tr")!;
    expect(row.textContent).toContain("1042");
  });

  it("the booking's payments section says how it was completed", async () => {
    renderRoute({
      path: "admin",
      url: `/${lng}/admin`,
      element: (
        <>
          <BookingPayments payments={[]} paymentMethodId="skip" lng={lng} />
          <BookingPayments payments={[]} paymentMethodId="box_office" lng={lng} />
        </>
      ),
    });
    expect(await screen.findByText(skipped)).toBeTruthy();
    expect(screen.getByText(boxOffice)).toBeTruthy();
  });
});
