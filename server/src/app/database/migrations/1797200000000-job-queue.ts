import type { MigrationInterface, QueryRunner } from "typeorm";
import PgBoss from "pg-boss";
import { JOB_QUEUE_SCHEMA } from "../../../common/job-queue.js";

/** The pg-boss schema version this migration creates (node_modules/pg-boss/version.json of pg-boss 10.4). */
const PG_BOSS_SCHEMA_VERSION = 24;

/**
 * The job queue's own tables (issue 36): pg-boss 10's schema, created as pg-boss itself would, in this
 * migration's transaction; pg-boss starts with `migrate: false` and only checks the version. Its plan wraps
 * itself in BEGIN/COMMIT, which would commit TypeORM's transaction half-way: the wrapper is cut off, its
 * SET LOCALs and transaction-scoped advisory lock stay. Upgrading pg-boss to a new schema version needs a new
 * migration from `PgBoss.getMigrationPlans`; the check below stops this one from silently creating another version.
 */
export class JobQueue1797200000000 implements MigrationInterface {
  name = "JobQueue1797200000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const plan = PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA).trim();
    if (!plan.startsWith("BEGIN;") || !plan.endsWith("COMMIT;"))
      throw new Error("pg-boss's construction plan is no longer wrapped in BEGIN/COMMIT: review this migration");
    if (!plan.includes(`INSERT INTO ${JOB_QUEUE_SCHEMA}.version(version) VALUES ('${PG_BOSS_SCHEMA_VERSION}')`))
      throw new Error(`pg-boss's schema is no longer version ${PG_BOSS_SCHEMA_VERSION}: add a migration from PgBoss.getMigrationPlans`);
    await queryRunner.query(plan.slice("BEGIN;".length, -"COMMIT;".length));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SCHEMA ${JOB_QUEUE_SCHEMA} CASCADE`);
  }
}
