import { useCallback, useEffect, useMemo, useState } from "react";
import { isSelectable, type AdminSpaceStatus } from "../spaceHolders";

/**
 * The spaces the administrator has selected, in the order selected. Only spaces with a free place or a
 * house seat can be selected; one that stops qualifying (a customer took it meanwhile) leaves the selection.
 */
export function useSpaceSelection(statuses: ReadonlyMap<string, AdminSpaceStatus>) {
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    setSelected((current) => {
      const kept = current.filter((id) => {
        const status = statuses.get(id);
        return status !== undefined && isSelectable(status);
      });
      return kept.length === current.length ? current : kept;
    });
  }, [statuses]);

  const toggle = useCallback(
    (spaceId: string) => {
      const status = statuses.get(spaceId);
      setSelected((current) => {
        if (current.includes(spaceId)) return current.filter((id) => id !== spaceId);
        return status && isSelectable(status) ? [...current, spaceId] : current;
      });
    },
    [statuses],
  );
  const remove = useCallback((spaceId: string) => setSelected((current) => current.filter((id) => id !== spaceId)), []);
  const clear = useCallback(() => setSelected([]), []);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  return { selected, selectedSet, toggle, remove, clear };
}
