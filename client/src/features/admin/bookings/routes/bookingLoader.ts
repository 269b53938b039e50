import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../../app/apollo/preload";
import type { AdminBookingQuery, AdminBookingQueryVariables } from "../../../../generated/admin";
import { adminDocuments } from "../../adminDocuments";

export interface BookingLoaderData {
  booking: { id: string; number: number };
}

/** One booking into the cache before its pages render (NOT_FOUND becomes a 404 route error); the crumb is its number. */
export function createBookingLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<BookingLoaderData> => {
    const id = params["bookingId"] ?? "";
    const { AdminBookingDocument } = await adminDocuments();
    const result = await preloader.query<AdminBookingQuery, AdminBookingQueryVariables>(AdminBookingDocument, { variables: { id } });
    return { booking: { id: result.booking.id, number: result.booking.number } };
  };
}
