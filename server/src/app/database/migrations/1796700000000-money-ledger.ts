import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The money ledger (issue 33): every movement of a booking's money is a row of money_movements, with its history.
 * Today's figures are carried over, so no booking's paid, refunded or owed sums change: each paid attempt (paid,
 * refund_required, refunded) becomes a payment; each part refund (payment_refunds, kept with its id: the refund
 * callbacks the providers were given name it) a part refund; each attempt refunded whole a whole refund of what its
 * parts had not paid back, `owed` while the attempt is refund_required. payment_refunds is then dropped.
 */
export class MoneyLedger1796700000000 implements MigrationInterface {
  name = "MoneyLedger1796700000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "money_movements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "payment_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "method" character varying(32) NOT NULL, "amount" integer NOT NULL, "whole" boolean NOT NULL DEFAULT false, "status" character varying(16) NOT NULL, "reason" character varying(200) NOT NULL, "note" character varying(300), "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "money_movements_amount_positive" CHECK ("amount" > 0), CONSTRAINT "money_movements_status" CHECK (("kind" = \'payment\' AND "status" = \'paid\') OR ("kind" = \'refund\' AND "status" IN (\'requested\', \'sent\', \'refunded\', \'failed\', \'owed\', \'superseded\'))), CONSTRAINT "money_movements_kind" CHECK ("kind" IN (\'payment\', \'refund\')), CONSTRAINT "PK_c109875b25f2d1bd4424ece71bf" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "money_movements_outstanding" ON "money_movements"  ("status", "created_at") WHERE "status" IN (\'requested\', \'sent\', \'failed\', \'owed\')',
    );
    await queryRunner.query('CREATE INDEX "money_movements_payment" ON "money_movements"  ("payment_id") ');
    await queryRunner.query('CREATE INDEX "money_movements_booking" ON "money_movements"  ("booking_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "money_movement_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "movement_id" uuid NOT NULL, "from_status" character varying(16), "to_status" character varying(16) NOT NULL, "reason" character varying(300) NOT NULL, "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_56a5d983eda4ad642aaa2faeebb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "money_movement_status_changes_movement" ON "money_movement_status_changes"  ("movement_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "money_movements" ADD CONSTRAINT "FK_18e5c65d301128cc27cb8dded8e" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "money_movements" ADD CONSTRAINT "FK_264129df49b06d81c917c888f20" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "money_movement_status_changes" ADD CONSTRAINT "FK_96ab746e56e32dd2255281763ea" FOREIGN KEY ("movement_id") REFERENCES "money_movements"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(`
      INSERT INTO money_movements (booking_id, payment_id, kind, method, amount, whole, status, reason, created_at, updated_at, settled_at)
      SELECT p.booking_id, p.id, 'payment', p.provider, p.amount, false, 'paid',
             COALESCE((SELECT c.reason FROM payment_status_changes c WHERE c.payment_id = p.id AND c.to_status = 'paid' ORDER BY c.created_at LIMIT 1), 'paid'),
             COALESCE(p.paid_at, p.updated_at), COALESCE(p.paid_at, p.updated_at), COALESCE(p.paid_at, p.updated_at)
        FROM payments p WHERE p.status IN ('paid', 'refund_required', 'refunded') AND p.amount > 0`);
    await queryRunner.query(`
      INSERT INTO money_movements (id, booking_id, payment_id, kind, method, amount, whole, status, reason, note, created_at, updated_at, settled_at)
      SELECT r.id, p.booking_id, p.id, 'refund', p.provider, r.amount, false, r.status, r.reason, r.note, r.created_at,
             COALESCE(r.refunded_at, r.created_at), r.refunded_at
        FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE r.amount > 0`);
    await queryRunner.query(`
      INSERT INTO money_movements (booking_id, payment_id, kind, method, amount, whole, status, reason, created_at, updated_at, settled_at)
      SELECT p.booking_id, p.id, 'refund', p.provider, w.amount, true,
             CASE WHEN p.status = 'refunded' THEN 'refunded'
                  -- an occasion's cancellation committed it but never asked the provider: the ledger's job sends it
                  WHEN EXISTS (SELECT 1 FROM occasion_cancellation_bookings d WHERE p.id = ANY(d.payment_ids) AND d.refunds_asked_at IS NULL) THEN 'requested'
                  ELSE 'owed' END,
             COALESCE((SELECT c.reason FROM payment_status_changes c WHERE c.payment_id = p.id AND c.to_status = 'refund_required' ORDER BY c.created_at LIMIT 1), 'refund'),
             p.updated_at, p.updated_at, CASE WHEN p.status = 'refunded' THEN p.updated_at END
        FROM payments p
        CROSS JOIN LATERAL (SELECT p.amount - COALESCE((SELECT sum(r.amount) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status = 'refunded'), 0) AS amount) w
       WHERE p.status IN ('refund_required', 'refunded') AND w.amount > 0`);
    await queryRunner.query(`
      INSERT INTO money_movement_status_changes (movement_id, from_status, to_status, reason, created_at)
      SELECT id, NULL, status, 'carried over from the payments table', created_at FROM money_movements`);
    await queryRunner.query('DROP TABLE "payment_refunds"');
    // Whether a cancelled occasion's refunds were asked is the ledger's to keep now (requested -> sent).
    await queryRunner.query('ALTER TABLE "occasion_cancellation_bookings" DROP COLUMN "refunds_asked_at"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "occasion_cancellation_bookings" ADD "refunds_asked_at" TIMESTAMP WITH TIME ZONE');
    // Parts go back to payment_refunds; whole refunds and payments live on in the attempts' own statuses.
    await queryRunner.query(
      'CREATE TABLE "payment_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payment_id" uuid NOT NULL, "amount" integer NOT NULL, "status" character varying(16) NOT NULL, "reason" character varying(200) NOT NULL, "note" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "refunded_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c33fe9426d69e3d60080c7d2f06" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "payment_refunds_payment" ON "payment_refunds"  ("payment_id", "created_at") ');
    await queryRunner.query(
      'ALTER TABLE "payment_refunds" ADD CONSTRAINT "FK_a10d6c1918989353b79932a2bad" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(`
      INSERT INTO payment_refunds (id, payment_id, amount, status, reason, note, created_at, refunded_at)
      SELECT id, payment_id, amount, CASE WHEN status IN ('refunded', 'superseded') THEN status ELSE 'owed' END, reason, note, created_at, settled_at
        FROM money_movements WHERE kind = 'refund' AND NOT whole`);
    await queryRunner.query('ALTER TABLE "money_movement_status_changes" DROP CONSTRAINT "FK_96ab746e56e32dd2255281763ea"');
    await queryRunner.query('ALTER TABLE "money_movements" DROP CONSTRAINT "FK_264129df49b06d81c917c888f20"');
    await queryRunner.query('ALTER TABLE "money_movements" DROP CONSTRAINT "FK_18e5c65d301128cc27cb8dded8e"');
    await queryRunner.query('DROP INDEX "public"."money_movement_status_changes_movement"');
    await queryRunner.query('DROP TABLE "money_movement_status_changes"');
    await queryRunner.query('DROP INDEX "public"."money_movements_booking"');
    await queryRunner.query('DROP INDEX "public"."money_movements_payment"');
    await queryRunner.query('DROP INDEX "public"."money_movements_outstanding"');
    await queryRunner.query('DROP TABLE "money_movements"');
  }
}
