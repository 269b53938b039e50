import { Field, ID, InputType } from "type-graphql";

@InputType("CreateUserInput")
export class CreateUserInput {
  @Field()
  email!: string;

  @Field({ description: "At least 10 characters." })
  password!: string;

  @Field(() => [ID], { defaultValue: [] })
  roleIds!: string[];
}

@InputType("UpdateUserInput")
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => [ID], { nullable: true, description: "Replaces the user's roles." })
  roleIds?: string[] | null;
}

@InputType("RoleInput")
export class RoleInput {
  @Field()
  name!: string;

  @Field({ defaultValue: "" })
  description!: string;

  @Field(() => [String], { defaultValue: [] })
  permissions!: string[];
}

@InputType("ChangePasswordInput")
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field({ description: "At least 10 characters." })
  newPassword!: string;

  @Field({ description: "Must equal newPassword." })
  confirmPassword!: string;
}
