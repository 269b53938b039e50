import { createContext, useContext, useEffect, useId } from "react";

/** A field whose typed text is not a value (an unreadable date): the form's value is still the last good one. */
export interface UnreadableField {
  /** Shows the field's message (it waits for the field to be left while typing). */
  reveal: () => void;
  focus: () => void;
}

/** The typed fields of one AppForm that hold unreadable text now: the form is not saved while there are any. */
export interface TypedFieldRegistry {
  set: (id: string, field: UnreadableField | null) => void;
  unreadable: () => UnreadableField[];
}

export function createTypedFieldRegistry(): TypedFieldRegistry {
  const fields = new Map<string, UnreadableField>();
  return {
    set: (id, field) => (field ? fields.set(id, field) : fields.delete(id)),
    unreadable: () => [...fields.values()],
  };
}

export const TypedFieldsContext = createContext<TypedFieldRegistry | null>(null);

/**
 * Tells the surrounding AppForm (if any) whether this field's text is unreadable, so saving stops on it
 * instead of silently saving the value it had before.
 */
export function useUnreadableField(unreadable: UnreadableField | null): void {
  const registry = useContext(TypedFieldsContext);
  const id = useId();
  useEffect(() => {
    registry?.set(id, unreadable);
    return () => registry?.set(id, null);
  }, [registry, id, unreadable]);
}
