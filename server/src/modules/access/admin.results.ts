import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("Role", { description: "A named set of permissions given to users." })
export class RoleView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field(() => [String], { description: "Permission names (SPEC section 6)." })
  permissions!: string[];
}

@ObjectType("AdminUser", { description: "A user account as administrators see it." })
export class AdminUserView {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field(() => [RoleView])
  roles!: RoleView[];

  @Field(() => [String], { description: "Permissions through the roles." })
  permissions!: string[];

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastLoginAt!: Date | null;
}

@ObjectType("UserPage", { description: "A page of users ('from - to of count')." })
export class UserPageView {
  @Field(() => [AdminUserView])
  items!: AdminUserView[];

  @Field(() => Int, { description: "All users." })
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;
}

@ObjectType("ApiToken", { description: "A personal token for other systems; the secret is shown only when created." })
export class ApiTokenView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: "The first characters, to tell tokens apart." })
  tokenPrefix!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType("NewApiToken", { description: "A created token: `token` is shown this once." })
export class NewApiTokenView {
  @Field({ description: "Send as `Authorization: Bearer <token>`." })
  token!: string;

  @Field(() => ApiTokenView)
  apiToken!: ApiTokenView;
}
