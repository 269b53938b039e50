import type { ApolloCache } from "@apollo/client";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  CheckoutDraftDocument,
  useApplyVoucherMutation,
  useRemoveVoucherMutation,
  type CheckoutDraftFieldsFragment,
} from "../../../generated/graphql";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { i18n, translateStatus } from "../../../shared/i18n/i18n";

/**
 * The checkout's voucher code (issue 38): typed in any case and applied to the draft, whose tickets the server
 * discounts; the draft's summary shows the discount per line and in the total. The server's translated message says
 * why a code was refused (unknown, used up, not for these tickets, too many tries).
 */
export function VoucherField({ uuid, appliedCode, disabled }: { uuid: string; appliedCode: string | null; disabled: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  // A draft has no id, so the cache cannot match the answer to the checkout's draft query by itself: written there, the
  // summary, the total and the applied code follow (only the tickets, which have ids, would otherwise).
  const showDraft = (cache: ApolloCache, draft: CheckoutDraftFieldsFragment | undefined) => {
    if (draft) cache.writeQuery({ query: CheckoutDraftDocument, variables: { uuid }, data: { draft } });
  };
  const [apply, applying] = useApplyVoucherMutation({
    context: { skipErrorToast: true },
    update: (cache, { data }) => showDraft(cache, data?.applyVoucher),
  });
  const [remove, removing] = useRemoveVoucherMutation({ update: (cache, { data }) => showDraft(cache, data?.removeVoucher) });
  const busy = disabled || applying.loading || removing.loading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setError(null);
    try {
      await apply({ variables: { uuid, code: code.trim() } });
      setCode("");
    } catch (failure) {
      setError(errorMessages(failure, (status) => translateStatus(i18n, status)).join(" "));
    }
  };

  if (appliedCode)
    return (
      <Group gap="sm" data-testid="voucher-applied">
        <Text>{t("checkout.voucher.applied", { code: appliedCode })}</Text>
        <Button variant="subtle" size="compact-sm" disabled={busy} onClick={() => void remove({ variables: { uuid } })}>
          {t("checkout.voucher.remove")}
        </Button>
      </Group>
    );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t("checkout.voucher.label")}
          placeholder={t("checkout.voucher.placeholder")}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          disabled={busy}
          maw={280}
          data-testid="voucher-code"
        />
        <Button type="submit" variant="light" loading={applying.loading} disabled={busy || !code.trim()}>
          {t("checkout.voucher.apply")}
        </Button>
      </Group>
    </form>
  );
}
