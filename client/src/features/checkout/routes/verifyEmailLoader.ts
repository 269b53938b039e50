import type { Preloader } from "../../../app/apollo/preload";
import { SettingsDocument, type SettingsQuery } from "../../../generated/graphql";

export interface VerifyEmailLoaderData {
  timeZone: string | undefined;
}

/**
 * /verify-email/:token: the venue's time zone. The confirmation itself is a mutation the page makes (so a link prefetched
 * without running the page, as mail scanners do, confirms nothing).
 */
export function createVerifyEmailLoader(preloader: Preloader) {
  return async (): Promise<VerifyEmailLoaderData> => {
    const settings = await preloader.query<SettingsQuery>(SettingsDocument).catch(() => null);
    return { timeZone: settings?.settings.timeZone };
  };
}
