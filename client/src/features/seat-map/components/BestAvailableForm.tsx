import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient } from "@apollo/client/react";
import { Button, Group, Select } from "@mantine/core";
import { CountInput } from "../../../shared/ui/CountInput";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DraftDocument,
  OccasionDocument,
  useHoldBestAvailableMutation,
  type DraftQuery,
  type DraftQueryVariables,
} from "../../../generated/graphql";
import { getStoredDraft, storeDraft } from "../../../shared/booking/draftStore";
import { toast } from "../../../shared/toast/toast";
import { pickErrorMessage } from "../pickErrors";
import { noteAdmissionRefusal } from "../queueAdmission";

interface BestAvailableFormProps {
  occasionId: string;
  /** The plan's sections with numbered seats, for an optional preference. */
  sections: Array<{ id: string; label: string }>;
  /** Told the party size when the seats asked for are not free (the page offers the waiting list to that party). */
  onTooFew?: (count: number) => void;
}

/** More than a booking may hold is refused by the server, in words that name the limit. */
const MAX_INPUT = 99;

/**
 * 'Find me N seats': the server chooses the best N seats (together in one row when it can) and holds them in the
 * visitor's draft, all or none. The draft bar and the map show them as the visitor's at once.
 */
export function BestAvailableForm({ occasionId, sections, onTooFew }: BestAvailableFormProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [count, setCount] = useState<number>(2);
  const [section, setSection] = useState<string | null>(null);
  const [holdBestAvailable, { loading }] = useHoldBestAvailableMutation({ context: { skipErrorToast: true } });

  const find = async () => {
    const stored = getStoredDraft();
    if (stored?.occasionId && stored.occasionId !== occasionId) {
      toast.warning(t("seatMap.otherDraft"), { id: "seat-map-other-draft-pick" });
      return;
    }
    try {
      const { data } = await holdBestAvailable({ variables: { occasionId, count, preference: section ? { section } : null } });
      const draft = data?.holdBestAvailable;
      if (!draft) return;
      client.writeQuery<DraftQuery, DraftQueryVariables>({ query: DraftDocument, variables: { uuid: draft.uuid }, data: { draft } });
      storeDraft(draft.uuid, draft.occasionId, draft.expiresAt);
      toast.success(t("seatMap.bestAvailable.held", { count }));
    } catch (error) {
      // The server words each refusal (not that many seats free, no numbered seats, the ticket limit).
      const worded = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.message?.trim())?.message : undefined;
      // Not that many seats free (not a limit the party broke): the page may offer the waiting list for the party.
      if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.["code"] === "CONFLICT")) onTooFew?.(count);
      toast.error(worded ?? pickErrorMessage(error, t));
      // Refused for want of the waiting room's admission: the room takes the map's place.
      noteAdmissionRefusal(error, occasionId);
    }
    await client
      .query({ query: OccasionDocument, variables: { id: occasionId }, fetchPolicy: "network-only", context: { skipErrorToast: true } })
      .catch(() => undefined);
  };

  return (
    <form
      aria-label={t("seatMap.bestAvailable.title")}
      onSubmit={(event) => {
        event.preventDefault();
        void find();
      }}
    >
      <Group align="flex-end" gap="sm">
        <CountInput label={t("seatMap.bestAvailable.count")} min={1} max={MAX_INPUT} value={count} onChange={setCount} w={110} />
        {sections.length > 1 && (
          <Select
            label={t("seatMap.bestAvailable.section")}
            placeholder={t("seatMap.bestAvailable.anySection")}
            clearable
            data={sections.map((option) => ({ value: option.id, label: option.label }))}
            value={section}
            onChange={setSection}
            w={200}
          />
        )}
        <Button type="submit" variant="light" loading={loading}>
          {t("seatMap.bestAvailable.find", { count })}
        </Button>
      </Group>
    </form>
  );
}
