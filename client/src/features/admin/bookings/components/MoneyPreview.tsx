import type { BookingChangeInput } from "../../../../generated/admin";
import { useMoneyPreview, type BookingRef } from "../hooks/useMoneyPreview";
import { MoneyPreviewText } from "./MoneyPreviewText";

/** In a confirmation dialog: what the change would move, asked of the server when the dialog opens. */
export function MoneyPreview({ booking, change, lng }: { booking: BookingRef; change: BookingChangeInput; lng: string }) {
  return <MoneyPreviewText {...useMoneyPreview(booking, change)} lng={lng} />;
}
