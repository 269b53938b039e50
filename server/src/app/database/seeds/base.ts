import { randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";
import { lockAccessAdministration } from "../../../modules/access/lockout.js";
import { PERMISSIONS, type Permission } from "../../../modules/access/permissions.js";
import { RoleEntity } from "../../../modules/access/role.entity.js";
import { LanguageEntity } from "../../../modules/settings/language.entity.js";
import { SettingsEntity } from "../../../modules/settings/settings.entity.js";
import { UserEntity } from "../../../modules/user/user.entity.js";
import { hashPassword } from "../../../modules/access/password.js";

export interface AdminSeed {
  email: string;
  /** The password when this run created the administrator; null when the installation already had users. */
  createdPassword: string | null;
}

/**
 * The staff roles a first start creates besides the Administrator. Roles are the venue's own data, named in one
 * language as an administrator names them; these names are not interface texts, so the dictionaries' "Box office"
 * stays the payment method's.
 */
export const STAFF_ROLES: ReadonlyArray<{ name: string; description: string; permissions: Permission[] }> = [
  {
    name: "Box-office staff",
    description: "Box-office sales, house seats, door check-in.",
    permissions: ["sell_tickets", "check_in"],
  },
  { name: "Door staff", description: "Door check-in only.", permissions: ["check_in"] },
];

/** A password people can copy: 20 characters from an unambiguous alphabet (about 110 bits). */
export function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Data every installation needs: languages, the settings row, and on a first start (no users yet) the
 * Administrator role and user. Idempotent. Users are never re-created later: an administrator someone
 * deleted stays deleted (re-creating them would hand out a fresh password on every start).
 */
export async function seedBase(dataSource: DataSource, admin: { email: string; password: string | undefined }): Promise<AdminSeed> {
  return dataSource.transaction(async (manager) => {
    // Processes starting together on an empty database: one seeds, the others then find its rows.
    await lockAccessAdministration(manager);
    await manager.getRepository(LanguageEntity).upsert(
      [
        { id: "en", name: "English", position: 0 },
        { id: "fi", name: "suomi", position: 1 },
        { id: "sv", name: "svenska", position: 2 },
      ],
      { conflictPaths: ["id"], skipUpdateIfNoValuesChanged: true },
    );
    if (!(await manager.getRepository(SettingsEntity).existsBy({ id: 1 }))) {
      await manager.getRepository(SettingsEntity).insert({
        id: 1,
        sitename: { en: "City Theatre", fi: "Kaupunginteatteri", sv: "Stadsteatern" },
        primaryColor: "#0085d2",
        secondaryColor: "#e4007c",
        footerText: {
          en: "City Theatre · Teatterikatu 1, 00100 Helsinki · tickets@example.com",
          fi: "Kaupunginteatteri · Teatterikatu 1, 00100 Helsinki · liput@example.com",
          sv: "Stadsteatern · Teatergatan 1, 00100 Helsingfors · biljetter@example.com",
        },
        bookingNotice: {
          en: "Doors open 30 minutes before the performance. Tickets are sent to your e-mail.",
          fi: "Ovet avataan 30 minuuttia ennen esitystä. Liput lähetetään sähköpostiisi.",
          sv: "Dörrarna öppnas 30 minuter före föreställningen. Biljetterna skickas till din e-post.",
        },
        bookingTerms: {
          en: "## Terms of sale\n\n- Tickets are not exchanged or refunded, except when a performance is cancelled.\n- Latecomers are seated at a suitable break.\n- Prices include VAT.",
          fi: "## Myyntiehdot\n\n- Lippuja ei vaihdeta eikä palauteta, paitsi jos esitys perutaan.\n- Myöhästyneet ohjataan paikoilleen sopivassa tauossa.\n- Hinnat sisältävät arvonlisäveron.",
          sv: "## Försäljningsvillkor\n\n- Biljetter byts inte och återbetalas inte, utom om föreställningen ställs in.\n- Den som kommer sent visas till sin plats vid ett lämpligt avbrott.\n- Priserna inkluderar moms.",
        },
        requireAddress: false,
        requireIdentityNumber: false,
        timeZone: "Europe/Helsinki",
      });
    }
    const users = manager.getRepository(UserEntity);
    if (await users.exists()) return { email: admin.email, createdPassword: null };
    let role = await manager.getRepository(RoleEntity).findOneBy({ name: "Administrator" });
    if (!role) {
      role = await manager.getRepository(RoleEntity).save({
        name: "Administrator",
        description: "Every permission.",
        permissions: [...PERMISSIONS],
      });
    }
    // Roles a venue gives its staff (issue 34): selling at the box office and the door, and the door alone.
    for (const seed of STAFF_ROLES) {
      if (!(await manager.getRepository(RoleEntity).existsBy({ name: seed.name })))
        await manager.getRepository(RoleEntity).save({ ...seed });
    }
    const password = admin.password ?? generatePassword();
    const user = await users.save({ email: admin.email, passwordHash: await hashPassword(password), lastLoginAt: null });
    await manager.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [user.id, role.id]);
    return { email: admin.email, createdPassword: password };
  });
}
