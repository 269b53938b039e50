import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AddSpaceDocument,
  BookDocument,
  DraftDocument,
  OccasionDocument,
  type AddSpaceMutation,
  type AddSpaceMutationVariables,
  type BookMutation,
  type BookMutationVariables,
  type DraftFieldsFragment,
  type DraftQuery,
  type DraftQueryVariables,
} from "../../generated/graphql";
import { toast } from "../../shared/toast/toast";
import { clearStoredDraft, getStoredDraft, storeDraft } from "../../shared/booking/draftStore";
import { changeOccupancy, dropOptimisticChange } from "../../shared/booking/occupancyCache";
import { pickErrorKind, pickErrorMessage } from "./pickErrors";
import { noteAdmissionRefusal } from "./queueAdmission";

/** The optimistic ticket of a space being picked: one per space, so picks made together never share one. */
export const optimisticTicketId = (spaceId: string) => `optimistic-${spaceId}`;

/** The one book request that may run at a time (shared across components). */
let bookInFlight: Promise<DraftFieldsFragment | null> | null = null;

export interface PickableSpace {
  id: string;
  maxTickets: number;
}

/**
 * `accessibilityNeed`: the buyer said they need a wheelchair place (one held back for wheelchair users); `presaleCode`:
 * the code the buyer gave for a place held back for a code (a presale), applied to the draft with the place;
 * `onRefused`: told the server's refusal (after its toast).
 */
export interface PickOptions {
  accessibilityNeed?: boolean;
  presaleCode?: string;
  onRefused?: (error: unknown) => void;
}

/**
 * Picking a space: creates the draft when there is none (one book request at a time; the uuid and
 * expiry go to local storage), then adds a ticket with the space's occupancy raised by 1
 * optimistically. On refusal the optimistic change is reverted, the occasion refetched and the
 * SPEC section 8 toast shown. A space being picked is not picked again until that answer is in: a
 * double click (or Enter pressed twice) holds it once rather than sending a second hold for it.
 */
export function usePickSpace(occasionId: string) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  const picking = useRef(new Set<string>());

  const refetchOccasion = useCallback(async () => {
    try {
      await client.query({
        query: OccasionDocument,
        variables: { id: occasionId },
        fetchPolicy: "network-only",
        context: { skipErrorToast: true },
      });
    } catch {
      // The page keeps showing what it has.
    }
  }, [client, occasionId]);

  const ensureDraft = useCallback(async (): Promise<string | null> => {
    const stored = getStoredDraft();
    if (stored && (!stored.occasionId || stored.occasionId === occasionId)) return stored.uuid;
    if (stored) {
      toast.warning(t("seatMap.otherDraft"), { id: "seat-map-other-draft-pick" });
      return null;
    }
    if (!bookInFlight) {
      bookInFlight = client
        .mutate<BookMutation, BookMutationVariables>({
          mutation: BookDocument,
          variables: { occasionId },
          context: { skipErrorToast: true },
        })
        .then((result) => {
          const draft = result.data?.book ?? null;
          if (draft) {
            client.writeQuery<DraftQuery, DraftQueryVariables>({
              query: DraftDocument,
              variables: { uuid: draft.uuid },
              data: { draft },
            });
            storeDraft(draft.uuid, draft.occasionId, draft.expiresAt);
          }
          return draft;
        })
        .finally(() => {
          bookInFlight = null;
        });
    }
    try {
      const draft = await bookInFlight;
      return draft?.uuid ?? null;
    } catch (error) {
      toast.error(pickErrorMessage(error, t));
      // Refused for want of the waiting room's admission: the room takes the map's place.
      noteAdmissionRefusal(error, occasionId);
      void refetchOccasion();
      return null;
    }
  }, [client, occasionId, refetchOccasion, t]);

  const pick = useCallback(
    async (space: PickableSpace, options: PickOptions = {}): Promise<boolean> => {
      if (picking.current.has(space.id)) return false;
      picking.current.add(space.id);
      setPending((n) => n + 1);
      try {
        const uuid = await ensureDraft();
        if (!uuid) return false;
        try {
          await client.mutate<AddSpaceMutation, AddSpaceMutationVariables>({
            mutation: AddSpaceDocument,
            variables: {
              uuid,
              spaceId: space.id,
              ...(options.accessibilityNeed ? { accessibilityNeed: true } : {}),
              ...(options.presaleCode ? { presaleCode: options.presaleCode } : {}),
            },
            context: { skipErrorToast: true },
            optimisticResponse: {
              addSpace: {
                __typename: "Ticket",
                id: optimisticTicketId(space.id),
                spaceId: space.id,
                ticketTypeId: "",
                price: 0,
                total: 0,
                addons: [],
              } as AddSpaceMutation["addSpace"],
            },
            update(cache, { data }) {
              const ticket = data?.addSpace;
              if (!ticket) return;
              changeOccupancy(cache, occasionId, space.id, 1, space.maxTickets, ticket.id === optimisticTicketId(space.id));
              // The draft may have been refetched while the hold was under way and list the ticket already:
              // add it once (a second reference to the same ticket would count it twice).
              cache.updateQuery<DraftQuery, DraftQueryVariables>({ query: DraftDocument, variables: { uuid } }, (current) =>
                current && !current.draft.tickets.some((existing) => existing.id === ticket.id)
                  ? { ...current, draft: { ...current.draft, tickets: [...current.draft.tickets, ticket] } }
                  : current,
              );
            },
          });
          return true;
        } catch (error) {
          dropOptimisticChange(occasionId, space.id, 1);
          toast.error(pickErrorMessage(error, t));
          options.onRefused?.(error);
          noteAdmissionRefusal(error, occasionId);
          if (pickErrorKind(error) === "notFound") {
            clearStoredDraft();
            client.cache.evict({ fieldName: "draft", args: { uuid } });
          }
          // The answer is in: the place may be chosen again at once (with another presale code, say), not only once the
          // occasion has been read again.
          picking.current.delete(space.id);
          await refetchOccasion();
          return false;
        }
      } finally {
        picking.current.delete(space.id);
        setPending((n) => n - 1);
      }
    },
    [client, ensureDraft, occasionId, refetchOccasion, t],
  );

  return { pick, pending: pending > 0 };
}
