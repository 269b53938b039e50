import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import type { RefundDestination } from "../payment/money-ledger.js";

// Where a refund goes and a refund a change would make: what the administrator's and the customer's previews answer.

const RefundDestinationEnum = { PROVIDER: "provider", BOX_OFFICE: "box_office", BY_HAND: "by_hand" } as const satisfies Record<
  string,
  RefundDestination
>;
registerEnumType(RefundDestinationEnum, {
  name: "RefundDestination",
  description: "Where a refund goes.",
  valuesConfig: {
    PROVIDER: { description: "Back to the customer's payment, through the provider's refund API (Paytrail, Visma Pay)." },
    BOX_OFFICE: { description: "Handed back at the box office (money taken there)." },
    BY_HAND: { description: "Owed: the provider has no refund API (Ceepos), so someone pays it back by hand." },
  },
});

@ObjectType("PreviewRefund", { description: "A refund the change would make." })
export class PreviewRefundView {
  @Field(() => String, { description: "The payment method it goes back through (paytrail, vismapay, ceepos, box_office...)." })
  method!: string;

  @Field(() => Int, { description: "Cents." })
  amount!: number;

  @Field(() => RefundDestinationEnum)
  destination!: RefundDestination;
}
