import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { AuthenticationView } from "./access.results.js";
import { signIn, signOut } from "./access.http.js";
import { ChangePasswordInput, CreateUserInput, RoleInput, UpdateUserInput } from "./admin.inputs.js";
import { AdminUserView, ApiTokenView, NewApiTokenView, RoleView, UserPageView } from "./admin.results.js";
import { authorize } from "./authorization.js";

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthenticationView, {
    description: "Signs in; sets the session cookie. Answers the user and the session's new CSRF token.",
  })
  login(@Arg("email") email: string, @Arg("password") password: string, @Ctx() ctx: RequestContext): Promise<AuthenticationView> {
    return signIn(ctx, email, password);
  }

  @Mutation(() => AuthenticationView, { description: "Ends the session; answers an anonymous CSRF token." })
  logout(@Ctx() ctx: RequestContext): Promise<AuthenticationView> {
    return signOut(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Changes the signed-in user's password; their other sessions and all their API tokens end. Limited per minute like login.",
  })
  async changePassword(@Arg("input", () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    const user = authorize(ctx.identity);
    await ctx.services.access.limitPasswordCheck(user.id, ctx.clientKey);
    await ctx.services.users.changeOwnPassword(user.id, ctx.identity.sessionId, input);
    return true;
  }

  @Authorized()
  @Query(() => [ApiTokenView], { description: "The signed-in user's API tokens (not revoked)." })
  myApiTokens(@Ctx() ctx: RequestContext): Promise<ApiTokenView[]> {
    return ctx.services.apiTokens.list(authorize(ctx.identity).id);
  }

  @Authorized()
  @Mutation(() => NewApiTokenView, {
    description:
      "Creates a personal API token; the token is shown only in this answer. Needs a signed-in session: a token cannot create tokens.",
  })
  createApiToken(@Arg("name") name: string, @Ctx() ctx: RequestContext): Promise<NewApiTokenView> {
    return ctx.services.apiTokens.create(authorize(ctx.identity).id, name, ctx.identity.via);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Revokes one of the signed-in user's API tokens." })
  async revokeApiToken(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.apiTokens.revoke(authorize(ctx.identity).id, id);
    return true;
  }
}

@Resolver()
export class UserAdminResolver {
  @Authorized("administer_users")
  @Query(() => UserPageView, { description: "Users, a page at a time." })
  users(
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { defaultValue: 25 }) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPageView> {
    return ctx.services.users.page(offset, limit);
  }

  @Authorized("administer_users")
  @Query(() => AdminUserView)
  user(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminUserView> {
    return ctx.services.users.get(id);
  }

  @Authorized("administer_users")
  @Mutation(() => AdminUserView)
  createUser(@Arg("input", () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: RequestContext): Promise<AdminUserView> {
    return ctx.services.users.create(authorize(ctx.identity).id, input);
  }

  @Authorized("administer_users")
  @Mutation(() => AdminUserView, { description: "Changes a user's e-mail and/or roles." })
  updateUser(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminUserView> {
    return ctx.services.users.update(authorize(ctx.identity).id, id, input);
  }

  @Authorized("administer_users")
  @Mutation(() => Boolean, { description: "Sets a new password for a user; their sessions and API tokens end." })
  async setUserPassword(@Arg("id", () => ID) id: string, @Arg("password") password: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.users.setPassword(authorize(ctx.identity).id, id, password);
    return true;
  }

  @Authorized("administer_users")
  @Query(() => [ApiTokenView], { description: "A user's API tokens (not revoked)." })
  apiTokens(@Arg("userId", () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<ApiTokenView[]> {
    return ctx.services.apiTokens.listOfUser(userId);
  }

  @Authorized("administer_users")
  @Mutation(() => Boolean, { description: "Revokes any user's API token." })
  async revokeUserApiToken(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.apiTokens.revokeAny(id);
    return true;
  }

  @Authorized("administer_users")
  @Mutation(() => Boolean, { description: "Deletes a user (refused when nobody could administer users or roles after it)." })
  async deleteUser(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.users.remove(authorize(ctx.identity).id, id);
    return true;
  }

  @Authorized("administer_roles")
  @Query(() => [RoleView])
  roles(@Ctx() ctx: RequestContext): Promise<RoleView[]> {
    return ctx.services.roles.list();
  }

  @Authorized("administer_roles")
  @Query(() => RoleView)
  role(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<RoleView> {
    return ctx.services.roles.get(id);
  }

  @Authorized("administer_roles")
  @Query(() => [String], { description: "Every permission a role can hold." })
  permissions(@Ctx() ctx: RequestContext): string[] {
    return ctx.services.roles.permissions();
  }

  @Authorized("administer_roles")
  @Mutation(() => RoleView)
  createRole(@Arg("input", () => RoleInput) input: RoleInput, @Ctx() ctx: RequestContext): Promise<RoleView> {
    return ctx.services.roles.create(authorize(ctx.identity).id, input);
  }

  @Authorized("administer_roles")
  @Mutation(() => RoleView)
  updateRole(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => RoleInput) input: RoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RoleView> {
    return ctx.services.roles.update(authorize(ctx.identity).id, id, input);
  }

  @Authorized("administer_roles")
  @Mutation(() => Boolean, { description: "Deletes a role (refused when nobody could administer users or roles after it)." })
  async deleteRole(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.roles.remove(authorize(ctx.identity).id, id);
    return true;
  }
}
