/**
 * No escalation through users and roles administration (issue 32, finding 4; DESIGN section 7.4: nobody
 * grants a permission they lack). A user administrator cannot give themselves or anyone else a permission
 * they lack, nor take over (password, e-mail, roles) or delete a user holding more; a role administrator
 * cannot widen their own role, a role beyond their own permissions, or change a role holding more. Each
 * refusal is 403 FORBIDDEN with a translated message and changes nothing; an administrator, and an
 * administrator of a user or role within their own permissions, still can.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ALL_PERMISSIONS,
  administratorRoleId,
  firstError,
  insertRole,
  insertUser,
  sessionCount,
  signIn,
  signInAdmin,
  uniqueEmail,
  whoAmI,
} from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLAnswer, GraphQLClient } from "../../helpers/booking-client.js";

let app: BookingTestApp;
let admin: GraphQLClient & { userId: string };
let adminRole: string;

const USER_FIELDS = `id email permissions roles { id }`;
const ROLE_FIELDS = `id name description permissions`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = `mutation ($id: ID!) { deleteUser(id: $id) }`;
const SET_PASSWORD = `mutation ($id: ID!, $password: String!) { setUserPassword(id: $id, password: $password) }`;
const CREATE_ROLE = `mutation ($input: RoleInput!) { createRole(input: $input) { ${ROLE_FIELDS} } }`;
const UPDATE_ROLE = `mutation ($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ${ROLE_FIELDS} } }`;
const DELETE_ROLE = `mutation ($id: ID!) { deleteRole(id: $id) }`;

const GRANT_BEYOND_OWN = "You cannot grant a permission you do not hold yourself";
const USER_HOLDS_MORE = "You cannot change or delete a user who holds permissions you do not have";
const ROLE_HOLDS_MORE = "You cannot change or delete a role with permissions you do not have";
const OWN_ROLES = "You cannot change your own roles";
const HELD_ROLE = "You cannot change or delete a role you hold yourself";

interface UserJson {
  id: string;
  email: string;
  permissions: string[];
  roles: Array<{ id: string }>;
}

/** Everything a refused attempt must leave as it was. */
async function accessState() {
  return {
    users: await app.query(`SELECT id, email, password_hash, updated_at FROM users ORDER BY id`),
    roles: await app.query(`SELECT id, name, description, permissions, updated_at FROM roles ORDER BY id`),
    userRoles: await app.query(`SELECT user_id, role_id FROM user_roles ORDER BY user_id, role_id`),
    sessions: await app.query(`SELECT id FROM sessions ORDER BY id`),
    apiTokens: await app.query(`SELECT id, revoked_at FROM api_tokens ORDER BY id`),
  };
}

/** Each answer's name with its refusal: FORBIDDEN 403 and the message. */
function expectRefused(attempts: Record<string, GraphQLAnswer<unknown>>, messages: Record<string, string>): void {
  const outcomes = Object.fromEntries(
    Object.entries(attempts).map(([name, answer]) => [
      name,
      { message: firstError(answer)?.message, code: firstError(answer)?.extensions?.code, status: firstError(answer)?.extensions?.status },
    ]),
  );
  const expected = Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, { message, code: "FORBIDDEN", status: 403 }]),
  );
  expect(outcomes).toEqual(expected);
}

/** A signed-in user holding exactly `permissions` (through one fresh role). */
async function actorWith(permissions: readonly string[]) {
  const user = await insertUser(app, { permissions });
  const client = await signIn(app, user.email, user.password);
  await client.ensureCsrf();
  return { ...user, roleId: user.roleIds[0]!, client };
}

beforeAll(async () => {
  app = await startBookingApp({ demoData: false, env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" } });
  admin = await signInAdmin(app);
  adminRole = await administratorRoleId(app);
});

afterAll(async () => {
  await app?.stop();
});

describe("a user administrator (administer_users only)", () => {
  it("cannot give themselves the Administrator role, or change their own roles at all; nothing changes", async () => {
    const actor = await actorWith(["administer_users"]);
    const below = await insertRole(app, []);
    const before = await accessState();
    expectRefused(
      {
        administrator: await actor.client.op(UPDATE_USER, { id: actor.id, input: { roleIds: [adminRole] } }),
        administratorBesides: await actor.client.op(UPDATE_USER, { id: actor.id, input: { roleIds: [actor.roleId, adminRole] } }),
        aRoleWithNothingMore: await actor.client.op(UPDATE_USER, { id: actor.id, input: { roleIds: [actor.roleId, below] } }),
        none: await actor.client.op(UPDATE_USER, { id: actor.id, input: { roleIds: [] } }),
      },
      { administrator: OWN_ROLES, administratorBesides: OWN_ROLES, aRoleWithNothingMore: OWN_ROLES, none: OWN_ROLES },
    );
    expect(await accessState()).toEqual(before);
    expect((await whoAmI(actor.client))?.permissions).toEqual(["administer_users"]);
  });

  it("cannot give another user, or a new user, a role with a permission they lack; nothing changes", async () => {
    const actor = await actorWith(["administer_users"]);
    const other = await insertUser(app, { permissions: [] });
    const events = await insertRole(app, ["administer_events"]);
    const own = await insertRole(app, ["administer_users"]);
    const before = await accessState();
    const email = uniqueEmail("escalated");
    expectRefused(
      {
        administrator: await actor.client.op(UPDATE_USER, { id: other.id, input: { roleIds: [adminRole] } }),
        events: await actor.client.op(UPDATE_USER, { id: other.id, input: { roleIds: [own, events] } }),
        emailAndEvents: await actor.client.op(UPDATE_USER, { id: other.id, input: { email: uniqueEmail(), roleIds: [events] } }),
        createAdministrator: await actor.client.op(CREATE_USER, {
          input: { email, password: "long-enough-password", roleIds: [adminRole] },
        }),
        createEvents: await actor.client.op(CREATE_USER, { input: { email, password: "long-enough-password", roleIds: [events] } }),
      },
      {
        administrator: GRANT_BEYOND_OWN,
        events: GRANT_BEYOND_OWN,
        emailAndEvents: GRANT_BEYOND_OWN,
        createAdministrator: GRANT_BEYOND_OWN,
        createEvents: GRANT_BEYOND_OWN,
      },
    );
    expect(await accessState()).toEqual(before);
  });

  it("cannot take over or delete an administrator (password, e-mail, roles, deleteUser); nothing changes and the administrator still signs in", async () => {
    const actor = await actorWith(["administer_users"]);
    // Holding administer_users too, but also a permission the actor lacks.
    const colleague = await insertUser(app, { permissions: ["administer_users", "administer_events"] });
    const adminSessions = await sessionCount(app, admin.userId);
    const before = await accessState();
    expectRefused(
      {
        adminPassword: await actor.client.op(SET_PASSWORD, { id: admin.userId, password: "taken-over-password" }),
        adminEmail: await actor.client.op(UPDATE_USER, { id: admin.userId, input: { email: uniqueEmail("mine") } }),
        adminRoles: await actor.client.op(UPDATE_USER, { id: admin.userId, input: { roleIds: [] } }),
        adminDeleted: await actor.client.op(DELETE_USER, { id: admin.userId }),
        colleaguePassword: await actor.client.op(SET_PASSWORD, { id: colleague.id, password: "taken-over-password" }),
        colleagueEmail: await actor.client.op(UPDATE_USER, { id: colleague.id, input: { email: uniqueEmail("mine") } }),
        colleagueRoles: await actor.client.op(UPDATE_USER, { id: colleague.id, input: { roleIds: [] } }),
        colleagueDeleted: await actor.client.op(DELETE_USER, { id: colleague.id }),
      },
      {
        adminPassword: USER_HOLDS_MORE,
        adminEmail: USER_HOLDS_MORE,
        adminRoles: USER_HOLDS_MORE,
        adminDeleted: USER_HOLDS_MORE,
        colleaguePassword: USER_HOLDS_MORE,
        colleagueEmail: USER_HOLDS_MORE,
        colleagueRoles: USER_HOLDS_MORE,
        colleagueDeleted: USER_HOLDS_MORE,
      },
    );
    expect(await accessState()).toEqual(before);
    expect(await sessionCount(app, admin.userId)).toBe(adminSessions);
    expect((await whoAmI(admin))?.email).toBe(ADMIN_EMAIL);
    await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  it("the refusals are translated (fi, sv)", async () => {
    const actor = await actorWith(["administer_users"]);
    const messages: Record<string, Record<string, string | undefined>> = {};
    for (const language of ["fi", "sv"]) {
      const options = { language };
      messages[language] = {
        own: firstError(await actor.client.op(UPDATE_USER, { id: actor.id, input: { roleIds: [adminRole] } }, options))?.message,
        grant: firstError(
          await actor.client.op(
            CREATE_USER,
            { input: { email: uniqueEmail(), password: "long-enough-password", roleIds: [adminRole] } },
            options,
          ),
        )?.message,
        holdsMore: firstError(await actor.client.op(DELETE_USER, { id: admin.userId }, options))?.message,
      };
    }
    expect(messages).toEqual({
      fi: {
        own: "Et voi muuttaa omia roolejasi",
        grant: "Et voi antaa oikeutta, jota sinulla ei itselläsi ole",
        holdsMore: "Et voi muuttaa tai poistaa käyttäjää, jolla on oikeuksia, joita sinulla ei ole",
      },
      sv: {
        own: "Du kan inte ändra dina egna roller",
        grant: "Du kan inte ge en behörighet som du inte själv har",
        holdsMore: "Du kan inte ändra eller ta bort en användare som har behörigheter som du inte har",
      },
    });
  });
});

describe("a role administrator (administer_roles only)", () => {
  it("cannot widen, rename or delete their own role; nothing changes", async () => {
    const actor = await actorWith(["administer_roles"]);
    const before = await accessState();
    expectRefused(
      {
        widened: await actor.client.op(UPDATE_ROLE, { id: actor.roleId, input: { name: "Mine", permissions: [...ALL_PERMISSIONS] } }),
        usersToo: await actor.client.op(UPDATE_ROLE, {
          id: actor.roleId,
          input: { name: "Mine", permissions: ["administer_roles", "administer_users"] },
        }),
        renamed: await actor.client.op(UPDATE_ROLE, { id: actor.roleId, input: { name: "Renamed", permissions: ["administer_roles"] } }),
        deleted: await actor.client.op(DELETE_ROLE, { id: actor.roleId }),
      },
      { widened: HELD_ROLE, usersToo: HELD_ROLE, renamed: HELD_ROLE, deleted: HELD_ROLE },
    );
    expect(await accessState()).toEqual(before);
    expect((await whoAmI(actor.client))?.permissions).toEqual(["administer_roles"]);
  });

  it("cannot create or widen a role they do not hold beyond their own permissions, nor change or delete a role holding more; nothing changes", async () => {
    const actor = await actorWith(["administer_roles"]);
    const empty = await insertRole(app, []);
    // Someone holds the empty role: widening it would reach them at once.
    await insertUser(app, { roleIds: [empty] });
    const events = await insertRole(app, ["administer_events"]);
    const before = await accessState();
    expectRefused(
      {
        createAdministrator: await actor.client.op(CREATE_ROLE, {
          input: { name: "Second administrator", permissions: [...ALL_PERMISSIONS] },
        }),
        createEvents: await actor.client.op(CREATE_ROLE, { input: { name: "Events", permissions: ["administer_events"] } }),
        widenEmpty: await actor.client.op(UPDATE_ROLE, { id: empty, input: { name: "Widened", permissions: ["administer_users"] } }),
        widenEmptyToAll: await actor.client.op(UPDATE_ROLE, { id: empty, input: { name: "Widened", permissions: [...ALL_PERMISSIONS] } }),
        stripAdministrator: await actor.client.op(UPDATE_ROLE, {
          id: adminRole,
          input: { name: "Administrator", permissions: ["administer_roles"] },
        }),
        deleteAdministrator: await actor.client.op(DELETE_ROLE, { id: adminRole }),
        narrowEvents: await actor.client.op(UPDATE_ROLE, { id: events, input: { name: "Events", permissions: [] } }),
        deleteEvents: await actor.client.op(DELETE_ROLE, { id: events }),
      },
      {
        createAdministrator: GRANT_BEYOND_OWN,
        createEvents: GRANT_BEYOND_OWN,
        widenEmpty: GRANT_BEYOND_OWN,
        widenEmptyToAll: GRANT_BEYOND_OWN,
        stripAdministrator: ROLE_HOLDS_MORE,
        deleteAdministrator: ROLE_HOLDS_MORE,
        narrowEvents: ROLE_HOLDS_MORE,
        deleteEvents: ROLE_HOLDS_MORE,
      },
    );
    expect(await accessState()).toEqual(before);
  });
});

describe("what administrators still do", () => {
  it("a user administrator manages a user whose permissions are within theirs, and their own e-mail", async () => {
    const actor = await actorWith(["administer_users", "administer_events"]);
    const events = await insertRole(app, ["administer_events"]);
    const email = uniqueEmail("managed");
    const created = await actor.client.op<{ createUser: UserJson }>(CREATE_USER, {
      input: { email, password: "long-enough-password", roleIds: [events] },
    });
    expect(created.errors).toBeUndefined();
    const user = created.data!.createUser;
    expect(user).toMatchObject({ email, permissions: ["administer_events"] });
    // The actor's own role (a subset of theirs) may be given too.
    const updated = await actor.client.op<{ updateUser: UserJson }>(UPDATE_USER, {
      id: user.id,
      input: { email: uniqueEmail("renamed"), roleIds: [events, actor.roleId] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateUser.permissions).toEqual(["administer_events", "administer_users"]);
    const emptied = await actor.client.op<{ updateUser: UserJson }>(UPDATE_USER, { id: user.id, input: { roleIds: [] } });
    expect(emptied.data?.updateUser.permissions).toEqual([]);
    const password = await actor.client.op(SET_PASSWORD, { id: user.id, password: "set-by-user-admin" });
    expect(password.errors).toBeUndefined();
    await signIn(app, updated.data!.updateUser.email, "set-by-user-admin");
    const deleted = await actor.client.op(DELETE_USER, { id: user.id });
    expect(deleted.errors).toBeUndefined();
    expect(await app.query(`SELECT 1 FROM users WHERE id = $1`, [user.id])).toHaveLength(0);

    // The user form sends the roles with the e-mail: the actor's own, unchanged, are not a change of roles.
    const ownEmail = uniqueEmail("own");
    const own = await actor.client.op<{ updateUser: UserJson }>(UPDATE_USER, {
      id: actor.id,
      input: { email: ownEmail, roleIds: [actor.roleId] },
    });
    expect(own.errors).toBeUndefined();
    expect(own.data!.updateUser).toMatchObject({ email: ownEmail, permissions: ["administer_events", "administer_users"] });
  });

  it("a role administrator creates, changes and deletes roles within their own permissions", async () => {
    const actor = await actorWith(["administer_roles", "administer_events"]);
    const created = await actor.client.op<{ createRole: { id: string; permissions: string[] } }>(CREATE_ROLE, {
      input: { name: "Events desk", permissions: ["administer_events"] },
    });
    expect(created.errors).toBeUndefined();
    const roleId = created.data!.createRole.id;
    const holder = await insertUser(app, { roleIds: [roleId] });
    const narrowed = await actor.client.op<{ updateRole: { permissions: string[] } }>(UPDATE_ROLE, {
      id: roleId,
      input: { name: "Events desk", permissions: [] },
    });
    expect(narrowed.errors).toBeUndefined();
    const widened = await actor.client.op<{ updateRole: { permissions: string[] } }>(UPDATE_ROLE, {
      id: roleId,
      input: { name: "Events and roles desk", permissions: ["administer_events", "administer_roles"] },
    });
    expect(widened.data?.updateRole.permissions).toEqual(["administer_events", "administer_roles"]);
    const session = await signIn(app, holder.email, holder.password);
    expect((await whoAmI(session))?.permissions).toEqual(["administer_events", "administer_roles"]);
    const deleted = await actor.client.op(DELETE_ROLE, { id: roleId });
    expect(deleted.errors).toBeUndefined();
    expect(await app.query(`SELECT 1 FROM roles WHERE id = $1`, [roleId])).toHaveLength(0);
  });

  it("an administrator grants Administrator, takes care of another administrator's account, and changes their own roles and role", async () => {
    const email = uniqueEmail("second-admin");
    const created = await admin.op<{ createUser: UserJson }>(CREATE_USER, {
      input: { email, password: "long-enough-password", roleIds: [adminRole] },
    });
    expect(created.errors).toBeUndefined();
    const second = created.data!.createUser;
    expect(second.permissions).toEqual([...ALL_PERMISSIONS]);
    expect((await admin.op(SET_PASSWORD, { id: second.id, password: "set-by-administrator" })).errors).toBeUndefined();
    const renamed = await admin.op<{ updateUser: UserJson }>(UPDATE_USER, {
      id: second.id,
      input: { email: uniqueEmail("renamed-admin") },
    });
    expect(renamed.errors).toBeUndefined();
    await signIn(app, renamed.data!.updateUser.email, "set-by-administrator");

    const extra = await insertRole(app, ["administer_events"]);
    const widenedSelf = await admin.op<{ updateUser: UserJson }>(UPDATE_USER, { id: admin.userId, input: { roleIds: [adminRole, extra] } });
    expect(widenedSelf.errors).toBeUndefined();
    expect(widenedSelf.data!.updateUser.roles).toHaveLength(2);
    const restoredSelf = await admin.op<{ updateUser: UserJson }>(UPDATE_USER, { id: admin.userId, input: { roleIds: [adminRole] } });
    expect(restoredSelf.data?.updateUser.roles).toEqual([{ id: adminRole }]);
    const ownRole = await admin.op(UPDATE_ROLE, {
      id: adminRole,
      input: { name: "Administrator", description: "Everything", permissions: [...ALL_PERMISSIONS] },
    });
    expect(ownRole.errors).toBeUndefined();
    expect((await admin.op(DELETE_USER, { id: second.id })).errors).toBeUndefined();
    expect((await whoAmI(admin))?.permissions).toEqual([...ALL_PERMISSIONS]);
  });
});
