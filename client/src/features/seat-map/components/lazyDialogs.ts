import { lazy, useState } from "react";

/*
 * The seat map's dialogs load when one first opens, not with the page (issue 37): their code, Mantine's Modal,
 * Checkbox and List and those components' stylesheets (app/styles/mantineDialogStyles.ts) are a few kilobytes that
 * most visitors never need. Render them inside <Suspense>.
 */
export const AccessibleNeedDialog = lazy(async () => ({ default: (await import("./AccessibleNeedDialog")).AccessibleNeedDialog }));
export const CompanionsDialog = lazy(async () => ({ default: (await import("./CompanionsDialog")).CompanionsDialog }));
export const TicketsDialog = lazy(async () => ({ default: (await import("./TicketsDialog")).TicketsDialog }));

/**
 * Whether a lazily loaded dialog is to be mounted: from the first time it opens on, so that it then closes with its
 * transition and gives the focus back as a dialog mounted all along does.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
