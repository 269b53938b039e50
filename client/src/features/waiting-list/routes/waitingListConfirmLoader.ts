import type { Preloader } from "../../../app/apollo/preload";
import { SettingsDocument, type SettingsQuery } from "../../../generated/graphql";

export interface WaitingListConfirmLoaderData {
  timeZone: string | undefined;
}

/**
 * /waiting-list/confirm/:token: the venue's time zone. The confirmation itself is a mutation the page makes (so a
 * link prefetched without running the page confirms nothing).
 */
export function createWaitingListConfirmLoader(preloader: Preloader) {
  return async (): Promise<WaitingListConfirmLoaderData> => {
    const settings = await preloader.query<SettingsQuery>(SettingsDocument).catch(() => null);
    return { timeZone: settings?.settings.timeZone };
  };
}
