import type { i18n as I18n } from "i18next";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { translateStatus } from "../../../shared/i18n/i18n";
import { toast } from "../../../shared/toast/toast";

/** Shows a failed action's messages (the server's translated ones, else by status) as error toasts under `title`. */
export function showFailureToast(failure: unknown, i18n: I18n, title: string): void {
  for (const message of errorMessages(failure, (status) => translateStatus(i18n, status))) toast.error(message, { title });
}
