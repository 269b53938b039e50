import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ObjectType } from "type-graphql";

@ObjectType("PaymentSubmission", { description: "Where to send the browser: post/get a hidden form to action, or redirect to it." })
export class PaymentSubmissionView {
  @Field({ description: "URL of the provider's payment page (or of the result page)." })
  action!: string;

  @Field(() => GraphQLJSONObject, { description: "Form fields, name -> value." })
  fields!: Record<string, string>;

  @Field({ description: "post, get or redirect." })
  method!: string;
}
