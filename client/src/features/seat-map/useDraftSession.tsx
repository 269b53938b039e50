import { useApolloClient } from "@apollo/client/react";
import { Anchor } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CancelDraftDocument,
  OccasionDocument,
  useDraftQuery,
  type CancelDraftMutation,
  type CancelDraftMutationVariables,
} from "../../generated/graphql";
import { localizedPath } from "../../shared/routing/paths";
import { toast } from "../../shared/toast/toast";
import { clearStoredDraft, minutesRemaining, updateStoredExpiry, useStoredDraft } from "../../shared/booking/draftStore";

const OTHER_DRAFT_TOAST = "seat-map-other-draft";
const TICK_MS = 5_000;

/** The current time, refreshed every few seconds. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The held draft for the seat map: loads it (clearing the stored uuid when it cannot be loaded),
 * counts down the minutes, and on expiry clears local state, cancels the server draft, refetches
 * the occasion and says so. A draft of another occasion gets a persistent warning with a link back.
 */
export function useDraftSession(occasionId: string, lng: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const stored = useStoredDraft();
  const uuid = stored?.uuid ?? "";
  const { data, error } = useDraftQuery({
    variables: { uuid },
    skip: !uuid,
    context: { skipErrorToast: true },
    // Network only when the cache lacks the draft (a page loaded with a stored uuid). A draft just booked is in the
    // cache already, and a refetch then could answer from before the first hold and overwrite the ticket the
    // hold's own answer added (seen in CI: the picked seat lost its 'yours' state).
    fetchPolicy: "cache-first",
  });
  const draft = data?.draft && data.draft.uuid === uuid ? data.draft : null;
  const otherOccasionId = draft
    ? draft.occasionId !== occasionId
      ? draft.occasionId
      : null
    : stored?.occasionId && stored.occasionId !== occasionId
      ? stored.occasionId
      : null;
  const now = useNow(!!stored?.expiresAt);

  const discard = useCallback(
    (discardedUuid: string) => {
      clearStoredDraft();
      client.cache.evict({ fieldName: "draft", args: { uuid: discardedUuid } });
      client.cache.gc();
    },
    [client],
  );

  // The stored draft cannot be loaded: forget it.
  useEffect(() => {
    if (error && uuid) discard(uuid);
  }, [error, uuid, discard]);

  // The server's expiry wins over the stored one.
  useEffect(() => {
    if (draft?.expiresAt) updateStoredExpiry(draft.expiresAt);
  }, [draft?.expiresAt]);

  const expired = !!stored?.expiresAt && stored.expiresAt <= now;
  useEffect(() => {
    if (!expired || !uuid) return;
    discard(uuid);
    void client
      .mutate<CancelDraftMutation, CancelDraftMutationVariables>({
        mutation: CancelDraftDocument,
        variables: { uuid },
        context: { skipErrorToast: true },
      })
      .catch(() => undefined)
      .then(() =>
        client.query({
          query: OccasionDocument,
          variables: { id: occasionId },
          fetchPolicy: "network-only",
          context: { skipErrorToast: true },
        }),
      )
      .catch(() => undefined);
    toast.info(t("seatMap.expired"));
  }, [expired, uuid, discard, client, occasionId, t]);

  useEffect(() => {
    if (!otherOccasionId) return;
    toast.warning(
      <>
        {t("seatMap.otherDraft")} <Anchor href={localizedPath(lng, `/occasions/${otherOccasionId}`)}>{t("seatMap.otherDraftLink")}</Anchor>
      </>,
      { id: OTHER_DRAFT_TOAST, autoClose: false },
    );
    return () => {
      toast.hide(OTHER_DRAFT_TOAST);
    };
  }, [otherOccasionId, lng, t]);

  const minutes = stored?.expiresAt && !expired ? minutesRemaining(stored.expiresAt, now) : null;
  const ownDraft = draft && draft.occasionId === occasionId ? draft : null;
  // Known once there is no stored draft, or the server has answered for it.
  const settled = !uuid || data !== undefined || error !== undefined;
  return { draft: ownDraft, minutes, discard, otherOccasionId, settled };
}
