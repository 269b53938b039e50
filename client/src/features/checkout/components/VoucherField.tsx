import type { ApolloCache } from "@apollo/client";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  CheckoutDraftDocument,
  useApplySeriesVoucherMutation,
  useApplyVoucherMutation,
  useRemoveSeriesVoucherMutation,
  useRemoveVoucherMutation,
  type CheckoutDraftFieldsFragment,
} from "../../../generated/graphql";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { i18n, translateStatus } from "../../../shared/i18n/i18n";

/**
 * The checkout's voucher code (issue 38) on a draft: typed in any case and applied to the draft, whose tickets the server
 * discounts; the draft's summary shows the discount per line and in the total.
 */
export function VoucherField({ uuid, appliedCode, disabled }: { uuid: string; appliedCode: string | null; disabled: boolean }) {
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
  return (
    <VoucherCodeField
      appliedCode={appliedCode}
      disabled={disabled || applying.loading || removing.loading}
      applying={applying.loading}
      onApply={(code) => apply({ variables: { uuid, code } })}
      onRemove={() => remove({ variables: { uuid } })}
    />
  );
}

/**
 * The voucher code on a season ticket order: one use of the code for every date, each date's tickets discounted (the
 * order is cached by its uuid, so its summary follows the answer).
 */
export function SeriesVoucherField({ uuid, appliedCode, disabled }: { uuid: string; appliedCode: string | null; disabled: boolean }) {
  const [apply, applying] = useApplySeriesVoucherMutation({ context: { skipErrorToast: true } });
  const [remove, removing] = useRemoveSeriesVoucherMutation();
  return (
    <VoucherCodeField
      appliedCode={appliedCode}
      disabled={disabled || applying.loading || removing.loading}
      applying={applying.loading}
      onApply={(code) => apply({ variables: { orderUuid: uuid, code } })}
      onRemove={() => remove({ variables: { orderUuid: uuid } })}
    />
  );
}

/**
 * The code's field, or the code applied with its Remove button. The server's translated message says why a code was
 * refused (unknown, used up, not for these tickets, too many tries).
 */
function VoucherCodeField({
  appliedCode,
  disabled,
  applying,
  onApply,
  onRemove,
}: {
  appliedCode: string | null;
  disabled: boolean;
  applying: boolean;
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = disabled;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setError(null);
    try {
      await onApply(code.trim());
      setCode("");
    } catch (failure) {
      setError(errorMessages(failure, (status) => translateStatus(i18n, status)).join(" "));
    }
  };

  if (appliedCode)
    return (
      <Group gap="sm" data-testid="voucher-applied">
        <Text>{t("checkout.voucher.applied", { code: appliedCode })}</Text>
        <Button variant="subtle" size="compact-sm" disabled={busy} onClick={() => void onRemove()}>
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
        <Button type="submit" variant="light" loading={applying} disabled={busy || !code.trim()}>
          {t("checkout.voucher.apply")}
        </Button>
      </Group>
    </form>
  );
}
