import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  OccasionAdminOverviewDocument,
  OccasionAdminTicketsDocument,
  useLockOccasionSpacesMutation,
  useReleaseOccasionSpacesMutation,
} from "../../../../generated/admin";
import { toast } from "../../../../shared/toast/toast";

/**
 * House seats: lock the selected places (held back from sale in one locked booking) or release them.
 * The server does all or nothing; its refusal (SPACE_OCCUPIED: taken meanwhile) is shown by the app's
 * error toast in its own words. Either way the map and the tickets are asked again.
 */
export function useSpaceActions(occasionId: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [lock] = useLockOccasionSpacesMutation();
  const [release] = useReleaseOccasionSpacesMutation();
  const [running, setRunning] = useState<"lock" | "release" | null>(null);

  const refresh = useCallback(
    () => client.refetchQueries({ include: [OccasionAdminTicketsDocument, OccasionAdminOverviewDocument] }),
    [client],
  );

  const run = useCallback(
    async (action: "lock" | "release", spaceIds: string[]): Promise<boolean> => {
      setRunning(action);
      try {
        if (action === "lock") {
          await lock({ variables: { occasionId, spaceIds } });
          toast.success(t("adminOccasion.actions.locked", { count: spaceIds.length }));
        } else {
          const result = await release({ variables: { occasionId, spaceIds } });
          toast.success(t("adminOccasion.actions.released", { count: result.data?.releaseSpaces ?? spaceIds.length }));
        }
        return true;
      } catch {
        return false;
      } finally {
        await refresh().catch(() => undefined);
        setRunning(null);
      }
    },
    [lock, release, occasionId, refresh, t],
  );

  return {
    running,
    refresh,
    lockSpaces: (spaceIds: string[]) => run("lock", spaceIds),
    releaseSpaces: (spaceIds: string[]) => run("release", spaceIds),
  };
}
