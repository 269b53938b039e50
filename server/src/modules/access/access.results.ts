import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("User", { description: "A signed-in administrator." })
export class UserView {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field(() => [String], { description: "Permission names the user holds through roles." })
  permissions!: string[];
}

@ObjectType("Authentication", { description: "Who the visitor is, and the CSRF token state-changing requests send back in X-CSRF-Token." })
export class AuthenticationView {
  @Field(() => UserView, { nullable: true, description: "Null for anonymous visitors." })
  user!: UserView | null;

  @Field({ description: "Send this in the X-CSRF-Token header of every state-changing request." })
  csrfToken!: string;
}
