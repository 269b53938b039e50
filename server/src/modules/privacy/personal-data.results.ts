import { Field, ObjectType } from "type-graphql";
import { AdminUserView } from "../access/admin.results.js";
import { CustomerBookingView } from "../booking/self-service/customer-bookings.results.js";

@ObjectType("PersonalData", {
  description: "Everything stored about one customer, found by e-mail address: for a data subject's access request (a JSON export).",
})
export class PersonalDataView {
  @Field({ description: "The e-mail address asked about, as stored (lower case)." })
  email!: string;

  @Field({ description: "When this export was made." })
  exportedAt!: Date;

  @Field(() => [CustomerBookingView], {
    description: "Every booking with this client e-mail, oldest first; erased bookings no longer carry it.",
  })
  bookings!: CustomerBookingView[];

  @Field(() => AdminUserView, {
    nullable: true,
    description: "The user account with this e-mail, when there is one and the caller may see users (administer_users).",
  })
  account!: AdminUserView | null;

  @Field({ description: "True when a user account with this e-mail exists but is left out: the caller lacks administer_users." })
  accountWithheld!: boolean;
}
