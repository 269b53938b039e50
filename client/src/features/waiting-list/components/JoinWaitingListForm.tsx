import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { CountInput } from "../../../shared/ui/CountInput";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useJoinWaitingListMutation } from "../../../generated/graphql";
import { useFormErrors } from "../../../shared/errors/useFormErrors";

/** More than a booking may hold is refused by the server, in words that name the limit. */
const MAX_INPUT = 99;

/**
 * 'Join the waiting list' on a sold-out date, or for a party larger than the places still free (its size carried
 * over from 'Find me N seats'): an address and how many places. When places free up, the first
 * parties that fit are offered them by e-mail, held for them for a while. Refusals (places still free, an invalid
 * address) are the server's words, on the field they concern or above the button.
 */
export function JoinWaitingListForm({
  occasionId,
  partySize: askedFor,
  soldOut = true,
}: {
  occasionId: string;
  /** The party best available found no seats for: the size, until the visitor types one. */
  partySize?: number;
  soldOut?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [email, setEmail] = useState("");
  const [typed, setTyped] = useState<number | null>(null);
  const partySize = typed ?? askedFor ?? 2;
  const [joined, setJoined] = useState<{ email: string; partySize: number } | null>(null);
  const { errors, setErrors, general, setGeneral, fail } = useFormErrors();
  const [join, { loading }] = useJoinWaitingListMutation({ context: { skipErrorToast: true } });

  const submit = async () => {
    setGeneral(null);
    if (!email.trim()) {
      setErrors({ email: t("validation.required") });
      return;
    }
    setErrors({});
    try {
      const { data } = await join({ variables: { occasionId, email: email.trim(), partySize } });
      if (data?.joinWaitingList) setJoined({ email: data.joinWaitingList.email, partySize: data.joinWaitingList.partySize });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="waiting-list-join">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(soldOut ? "waitingList.join.title" : "waitingList.join.titleParty")}
        </Title>
        {joined ? (
          <Alert color="green" role="status" title={t("waitingList.join.doneTitle")} data-testid="waiting-list-joined">
            {t("waitingList.join.done", { count: joined.partySize, email: joined.email })}
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{t("waitingList.join.help")}</Text>
              <Group align="flex-start" gap="sm">
                <TextInput
                  label={t("waitingList.join.email")}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={errors["email"]}
                  w={280}
                />
                <CountInput
                  label={t("waitingList.join.partySize")}
                  min={1}
                  max={MAX_INPUT}
                  value={partySize}
                  onChange={setTyped}
                  error={errors["partySize"]}
                  w={140}
                />
              </Group>
              {general && (
                <Alert color="red" role="alert" data-testid="waiting-list-refused">
                  {general}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={loading}>
                  {t("waitingList.join.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
