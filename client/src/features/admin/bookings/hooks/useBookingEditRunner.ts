import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasErrorCode } from "../../../../shared/errors/errorCodes";
import { errorMessages } from "../../../../shared/errors/errorMessages";
import { translateStatus } from "../../../../shared/i18n/i18n";
import { toast } from "../../../../shared/toast/toast";

/** Thrown to a form whose CONFLICT the page already shows (with its Reload action): the form keeps its values and adds no message. */
export const CONFLICT_SHOWN = Object.freeze({ conflictShown: true });

/**
 * Runs the edits of one booking page. Each edit is sent over the booking's version; CONFLICT (someone else
 * changed it since) raises the page's conflict notice instead of a message, any other failure (SPACE_OCCUPIED,
 * INVALID_TRANSITION, ...) shows the server's translated message.
 */
export function useBookingEditRunner() {
  const { t, i18n } = useTranslation();
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const describe = useCallback((error: unknown) => errorMessages(error, (status) => translateStatus(i18n, status)).join(" "), [i18n]);

  /** True when the edit went through (the mutation's answer has put the fresh booking in the cache). */
  const run = useCallback(
    async (edit: () => Promise<unknown>, success?: string): Promise<boolean> => {
      setFailure(null);
      try {
        await edit();
        if (success) toast.success(success);
        return true;
      } catch (error) {
        if (hasErrorCode(error, "CONFLICT")) setConflict(true);
        else setFailure(describe(error) || t("errors.default"));
        return false;
      }
    },
    [describe, t],
  );

  return {
    conflict,
    failure,
    run,
    markConflict: useCallback(() => setConflict(true), []),
    clearConflict: useCallback(() => setConflict(false), []),
    dismissFailure: useCallback(() => setFailure(null), []),
  };
}

export type BookingEditRunner = ReturnType<typeof useBookingEditRunner>;
