import { useCallback, useState } from "react";
import { formErrorsOf } from "./fieldErrors";

/** A form's error state: field messages (local checks or the server's) and one general message. */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  /** Puts a failed mutation's messages on the form. */
  const fail = useCallback((failure: unknown) => {
    const { fields, general: message } = formErrorsOf(failure);
    setErrors(fields);
    setGeneral(message);
  }, []);
  return { errors, setErrors, general, setGeneral, fail };
}
