import type { MigrationInterface, QueryRunner } from "typeorm";

/** Places held back for a voucher campaign's codes on a date: a presale (issue 38). */
export class VoucherCampaignPlaces1797460000000 implements MigrationInterface {
  name = "VoucherCampaignPlaces1797460000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "voucher_campaign_places" ("campaign_id" uuid NOT NULL, "occasion_id" uuid NOT NULL, "space_id" uuid NOT NULL, CONSTRAINT "PK_fcb81a6f3d5962f09759e4348be" PRIMARY KEY ("campaign_id", "occasion_id", "space_id"))',
    );
    await queryRunner.query('CREATE INDEX "voucher_campaign_places_occasion_id" ON "voucher_campaign_places"  ("occasion_id") ');
    await queryRunner.query(
      'ALTER TABLE "voucher_campaign_places" ADD CONSTRAINT "FK_91694c5bec76a758768d3db1a4b" FOREIGN KEY ("campaign_id") REFERENCES "voucher_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "voucher_campaign_places" ADD CONSTRAINT "FK_f1915b69ca0866166d0ae96294f" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "voucher_campaign_places" ADD CONSTRAINT "FK_0423eae4d2d817ec1e193fd9d9f" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "voucher_campaign_places" DROP CONSTRAINT "FK_0423eae4d2d817ec1e193fd9d9f"');
    await queryRunner.query('ALTER TABLE "voucher_campaign_places" DROP CONSTRAINT "FK_f1915b69ca0866166d0ae96294f"');
    await queryRunner.query('ALTER TABLE "voucher_campaign_places" DROP CONSTRAINT "FK_91694c5bec76a758768d3db1a4b"');
    await queryRunner.query('DROP INDEX "public"."voucher_campaign_places_occasion_id"');
    await queryRunner.query('DROP TABLE "voucher_campaign_places"');
  }
}
