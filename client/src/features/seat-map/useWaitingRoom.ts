import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ClaimQueueAdmissionDocument,
  JoinQueueDocument,
  QueueStatusDocument,
  UseQueuePassDocument,
  useQueueStatusChangedSubscription,
  useQueueStatusQuery,
  type ClaimQueueAdmissionMutation,
  type ClaimQueueAdmissionMutationVariables,
  type JoinQueueMutation,
  type JoinQueueMutationVariables,
  type QueueStanding,
  type QueueStatusFieldsFragment,
  type QueueStatusQuery,
  type QueueStatusQueryVariables,
  type UseQueuePassMutation,
  type UseQueuePassMutationVariables,
} from "../../generated/graphql";
import { ErrorCode, hasErrorCode } from "../../shared/errors/errorCodes";
import { errorMessages } from "../../shared/errors/errorMessages";
import { translateStatus } from "../../shared/i18n/i18n";
import { onAdmissionRefused } from "./queueAdmission";

/** How often the standing is read again while the live feed is not delivering (not connected, or failed). */
export const QUEUE_POLL_MS = 10_000;
/** The first retry of a claim that failed for a passing reason (a network error); doubled up to the longest. */
const CLAIM_RETRY_MS = 5_000;
const CLAIM_RETRY_LONGEST_MS = 30_000;
/**
 * Spread over the browsers waiting for the room to open, so they do not all ask in the same second; nobody loses by it:
 * whoever comes before the sale starts is placed by lot.
 */
const OPENING_SPREAD_MS = 3_000;
/** setTimeout's longest delay (about 24.8 days): a later opening is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Standings of a browser in line: its standing is followed live. */
const IN_LINE: ReadonlySet<QueueStanding> = new Set<QueueStanding>(["WAITING_FOR_DRAW", "WAITING", "ADMITTED"]);

/** Why the admission was not taken: a passing failure (tried again; the turn is kept until admittedUntil), or refused. */
export type ClaimProblem = { kind: "transient" } | { kind: "refused"; message: string };

export interface WaitingRoomState {
  /** This browser's standing (undefined when it could not be read: the map shows, the sale's doors still hold). */
  status: QueueStatusFieldsFragment | undefined;
  /** The standing was read, or could not be (the route's loader reads it first: only its failure leaves it to the page). */
  settled: boolean;
  /** The waiting room takes the map's place. */
  shown: boolean;
  joining: boolean;
  /** Why joining failed (the server's words), while not in line. */
  joinError: string | null;
  join: () => Promise<void>;
  claiming: boolean;
  claimProblem: ClaimProblem | null;
  claim: () => Promise<void>;
  /** Lets the browser through with an operator's pass; throws the server's refusal (field `code`) for the form. */
  applyPass: (code: string) => Promise<void>;
}

/**
 * A date's waiting room as this browser goes through it (issue 39): its standing, read by the route's loader and then
 * followed live over the socket (polled every QUEUE_POLL_MS while the feed is not delivering), all written to the Apollo
 * cache, which the page renders from. It joins the line on arrival, takes the admission once the turn comes (trying
 * again after a passing failure), and puts the room back in front of the map when the sale refuses a hold for want of
 * admission (noteAdmissionRefusal).
 */
export function useWaitingRoom(occasionId: string): WaitingRoomState {
  const client = useApolloClient();
  const { t, i18n } = useTranslation();
  const { data, loading } = useQueueStatusQuery({ variables: { occasionId }, skip: !occasionId, context: { skipErrorToast: true } });
  const status = data?.queueStatus;
  const standing = status?.standing;

  /**
   * What this page learnt past the standing: it took the admission (the map stays even while a cached standing lags
   * behind), or the sale refused a hold without one (the room comes back, and the admission is taken again).
   */
  const [admission, setAdmission] = useState<"taken" | "lost" | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [claimProblem, setClaimProblem] = useState<ClaimProblem | null>(null);
  // Another date on the same page (the route's component stays): what was learnt of the previous one is forgotten.
  const [learntFor, setLearntFor] = useState(occasionId);
  if (learntFor !== occasionId) {
    setLearntFor(occasionId);
    setAdmission(null);
    setJoinError(null);
    setClaimProblem(null);
  }
  const joinInFlight = useRef(false);
  const claimInFlight = useRef(false);
  const claimFailures = useRef(0);
  const autoJoined = useRef(false);

  const messageOf = useCallback(
    (error: unknown) => errorMessages(error, (httpStatus) => translateStatus(i18n, httpStatus))[0] ?? t("errors.default"),
    [i18n, t],
  );

  const write = useCallback(
    (next: QueueStatusFieldsFragment) =>
      client.writeQuery<QueueStatusQuery, QueueStatusQueryVariables>({
        query: QueueStatusDocument,
        variables: { occasionId },
        data: { queueStatus: next },
      }),
    [client, occasionId],
  );

  /** Reads the standing again into the cache; answers it (undefined when it could not be read). */
  const refresh = useCallback(async (): Promise<QueueStatusFieldsFragment | undefined> => {
    try {
      const result = await client.query<QueueStatusQuery, QueueStatusQueryVariables>({
        query: QueueStatusDocument,
        variables: { occasionId },
        fetchPolicy: "network-only",
        context: { skipErrorToast: true },
      });
      return result.data?.queueStatus;
    } catch {
      // The page keeps what it has; the next poll or live update tries again.
      return undefined;
    }
  }, [client, occasionId]);

  const join = useCallback(async () => {
    if (joinInFlight.current) return;
    joinInFlight.current = true;
    setJoining(true);
    setJoinError(null);
    setClaimProblem(null);
    try {
      const result = await client.mutate<JoinQueueMutation, JoinQueueMutationVariables>({
        mutation: JoinQueueDocument,
        variables: { occasionId },
        context: { skipErrorToast: true },
      });
      if (result.data) write(result.data.joinQueue);
    } catch (error) {
      setJoinError(messageOf(error));
      // The room may have closed, sold out or not opened yet: what the standing says now decides what is shown.
      void refresh();
    } finally {
      joinInFlight.current = false;
      setJoining(false);
    }
  }, [client, occasionId, write, messageOf, refresh]);

  const claim = useCallback(async () => {
    if (claimInFlight.current) return;
    claimInFlight.current = true;
    setClaiming(true);
    setClaimProblem(null);
    try {
      const result = await client.mutate<ClaimQueueAdmissionMutation, ClaimQueueAdmissionMutationVariables>({
        mutation: ClaimQueueAdmissionDocument,
        variables: { occasionId },
        context: { skipErrorToast: true },
      });
      if (result.data) {
        write(result.data.claimQueueAdmission.status);
        claimFailures.current = 0;
        setAdmission("taken");
      }
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.QueueAdmissionRequired)) {
        // The turn passed unused, or its admission already opened a draft: the line is left; joining again is offered.
        setClaimProblem({ kind: "refused", message: messageOf(error) });
        setAdmission("lost");
        void refresh();
      } else {
        claimFailures.current += 1;
        setClaimProblem({ kind: "transient" });
      }
    } finally {
      claimInFlight.current = false;
      setClaiming(false);
    }
  }, [client, occasionId, write, messageOf, refresh]);

  const applyPass = useCallback(
    async (code: string) => {
      const result = await client.mutate<UseQueuePassMutation, UseQueuePassMutationVariables>({
        mutation: UseQueuePassDocument,
        variables: { occasionId, code },
        context: { skipErrorToast: true },
      });
      if (result.data) {
        write(result.data.useQueuePass.status);
        setClaimProblem(null);
        setAdmission("taken");
      }
    },
    [client, occasionId, write],
  );

  const admitted = standing === "ADMITTED" && (status?.claimed ?? false);
  const shown =
    status !== undefined &&
    status.standing !== "OFF" &&
    (claimProblem?.kind === "refused" || admission === "lost" || (admission !== "taken" && !admitted));

  // A hold refused for want of admission while the map was open: the room comes back and reads the standing again.
  useEffect(
    () =>
      onAdmissionRefused((refusedFor) => {
        if (refusedFor !== occasionId) return;
        setAdmission("lost");
        void refresh();
      }),
    [occasionId, refresh],
  );

  // Arriving while the room is open joins the line, once a time out of line: a failed join is tried again by the
  // visitor, and after the admission was refused joining again (at the end of the line) is the visitor's choice too.
  useEffect(() => {
    if (standing !== "NOT_IN_LINE") {
      autoJoined.current = false;
      return;
    }
    if (!shown || autoJoined.current || claimProblem) return;
    autoJoined.current = true;
    void join();
  }, [shown, standing, claimProblem, join]);

  // The turn has come: the admission is taken at once (again, when the sale refused the one taken before).
  const claimDue = shown && standing === "ADMITTED" && (!status?.claimed || admission === "lost") && claimProblem === null;
  useEffect(() => {
    if (claimDue) void claim();
  }, [claimDue, claim]);

  // A passing failure is tried again, less often each time; the server says when the turn has passed.
  useEffect(() => {
    if (claimProblem?.kind !== "transient" || standing !== "ADMITTED") return;
    const delay = Math.min(CLAIM_RETRY_MS * 2 ** (claimFailures.current - 1), CLAIM_RETRY_LONGEST_MS);
    const timer = window.setTimeout(() => void claim(), delay);
    return () => window.clearTimeout(timer);
  }, [claimProblem, standing, claim]);

  // Before the room opens: looked at again when it does (and a little later while this clock runs ahead of the server's).
  const opensAt = standing === "NOT_OPEN" ? status?.opensAt : null;
  useEffect(() => {
    if (!shown || !opensAt) return;
    let timer: number | undefined;
    let stopped = false;
    const check = (delay: number) => {
      timer = window.setTimeout(
        () => {
          void refresh().then((next) => {
            if (!stopped && (next === undefined || next.standing === "NOT_OPEN")) check(OPENING_SPREAD_MS * 2);
          });
        },
        Math.min(Math.max(0, delay) + Math.random() * OPENING_SPREAD_MS, LONGEST_TIMER_MS),
      );
    };
    check(Date.parse(opensAt) - Date.now());
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [shown, opensAt, refresh]);

  // In line: followed live; polled while the feed is not delivering (a socket not connected answers nothing at all).
  const follow = shown && standing !== undefined && IN_LINE.has(standing);
  const [live, setLive] = useState(false);
  useQueueStatusChangedSubscription({
    variables: { occasionId },
    skip: !follow,
    fetchPolicy: "no-cache",
    context: { skipErrorToast: true },
    onData: ({ data: update }) => {
      const next = update.data?.queueStatusChanged;
      if (!next) return;
      write(next);
      setLive(true);
    },
    onError: () => setLive(false),
    onComplete: () => setLive(false),
  });
  useEffect(() => {
    if (!follow) setLive(false);
  }, [follow]);
  const polling = follow && !live;
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => void refresh(), QUEUE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, refresh]);

  return {
    status,
    settled: data !== undefined || !loading,
    shown,
    joining,
    joinError: standing === "NOT_IN_LINE" ? joinError : null,
    join,
    claiming,
    claimProblem,
    claim,
    applyPass,
  };
}
