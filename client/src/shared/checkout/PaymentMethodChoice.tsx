import { Radio, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorClassNames } from "./ClientForm";

export interface PaymentMethodChoiceProps {
  methods: ReadonlyArray<{ id: string; name: string }>;
  value: string | null;
  onChange: (methodId: string) => void;
  error?: string;
  disabled: boolean;
}

/** The payment methods (SPEC section 7) as one radio group, so the arrow keys move between them. */
export function PaymentMethodChoice({ methods, value, onChange, error, disabled }: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("checkout.paymentMethod")}
      value={value}
      onChange={onChange}
      error={error}
      classNames={errorClassNames}
      withAsterisk
      name="paymentMethod"
    >
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio key={method.id} value={method.id} label={method.name} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
