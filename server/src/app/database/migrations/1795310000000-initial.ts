import type { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795310000000 implements MigrationInterface {
  name = "Initial1795310000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "addons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" jsonb NOT NULL, "description" jsonb NOT NULL DEFAULT \'{}\', "price" integer NOT NULL, "vat" numeric(5,2) NOT NULL, "product_code" character varying(64) NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "addons_vat_range" CHECK ("vat" >= 0 AND "vat" < 100), CONSTRAINT "addons_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_cd49fb3dc0558f02cb6fe6cc138" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "token_hash" character varying(64) NOT NULL, "token_prefix" character varying(12) NOT NULL, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "api_tokens_user_id" ON "api_tokens"  ("user_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "api_tokens_token_hash" ON "api_tokens"  ("token_hash") ');
    await queryRunner.query(
      'CREATE TABLE "bookings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" BIGSERIAL NOT NULL, "occasion_id" uuid NOT NULL, "status" character varying(16) NOT NULL, "secret_hash" character varying(64), "firstname" character varying(100), "lastname" character varying(100), "email" character varying(254), "phone" character varying(40), "address" character varying(300), "identity_number" character varying(11), "message" text, "payment_method_id" character varying(32), "terms_accepted_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, "total" integer NOT NULL DEFAULT \'0\', "language" character varying(8) NOT NULL DEFAULT \'en\', "renewed_from_id" uuid, "created_by_id" uuid, "confirmed_at" TIMESTAMP WITH TIME ZONE, "anonymized_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "bookings_total_non_negative" CHECK ("total" >= 0), CONSTRAINT "bookings_status" CHECK ("status" IN (\'draft\', \'payment\', \'locked\', \'booked\', \'renewable\', \'cancelled\', \'expired\', \'refunded\')), CONSTRAINT "PK_bee6805982cc1e248e94ce94957" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "bookings_number" ON "bookings"  ("number") ');
    await queryRunner.query('CREATE INDEX "bookings_occasion_id" ON "bookings"  ("occasion_id") ');
    await queryRunner.query('CREATE INDEX "bookings_renewed_from_id" ON "bookings"  ("renewed_from_id") ');
    await queryRunner.query('CREATE INDEX "bookings_status_expires_at" ON "bookings"  ("status", "expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "booking_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "from_status" character varying(16), "to_status" character varying(16) NOT NULL, "reason" character varying(200) NOT NULL, "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_98a388d04269b4caebe375616cd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "booking_status_changes_actor_user_id" ON "booking_status_changes"  ("actor_user_id") ');
    await queryRunner.query(
      'CREATE INDEX "booking_status_changes_booking_created" ON "booking_status_changes"  ("booking_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "dictionary_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "language_id" character varying(8) NOT NULL, "namespace" character varying(64) NOT NULL DEFAULT \'ui\', "key" character varying(255) NOT NULL, "value" text NOT NULL, CONSTRAINT "dictionary_entries_language_namespace_key" UNIQUE ("language_id", "namespace", "key"), CONSTRAINT "PK_47cac68f15abb2d1caa183960fd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" jsonb NOT NULL, "description" jsonb NOT NULL DEFAULT \'{}\', "plan_id" uuid NOT NULL, "published" boolean NOT NULL DEFAULT false, "status" character varying(16) NOT NULL DEFAULT \'active\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "events_status" CHECK ("status" IN (\'active\', \'cancelled\', \'archived\')), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "events_plan_id" ON "events"  ("plan_id") ');
    await queryRunner.query(
      'CREATE TABLE "event_prices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price" integer NOT NULL, CONSTRAINT "event_prices_event_ticket_type" UNIQUE ("event_id", "ticket_type_id"), CONSTRAINT "event_prices_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_c960d8804b44eb2849ee1f48123" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "event_prices_ticket_type_id" ON "event_prices"  ("ticket_type_id") ');
    await queryRunner.query(
      'CREATE TABLE "languages" ("id" character varying(8) NOT NULL, "name" character varying(64) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_b517f827ca496b29f4d549c631d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "occasions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "name" character varying(200) NOT NULL DEFAULT \'\', "title" jsonb NOT NULL DEFAULT \'{}\', "start_time" TIMESTAMP WITH TIME ZONE NOT NULL, "end_time" TIMESTAMP WITH TIME ZONE, "bookable" boolean NOT NULL DEFAULT true, "bookable_start_time" TIMESTAMP WITH TIME ZONE, "bookable_end_time" TIMESTAMP WITH TIME ZONE, "plan_id" uuid NOT NULL, "custom_pricing" boolean NOT NULL DEFAULT false, "published" boolean NOT NULL DEFAULT false, "status" character varying(16) NOT NULL DEFAULT \'scheduled\', "heads_up_days" integer NOT NULL DEFAULT \'0\', "seasonal" boolean NOT NULL DEFAULT false, "previous_occasion_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "occasions_heads_up_days_non_negative" CHECK ("heads_up_days" >= 0), CONSTRAINT "occasions_bookable_window" CHECK ("bookable_start_time" IS NULL OR "bookable_end_time" IS NULL OR "bookable_end_time" >= "bookable_start_time"), CONSTRAINT "occasions_end_after_start" CHECK ("end_time" IS NULL OR "end_time" >= "start_time"), CONSTRAINT "occasions_status" CHECK ("status" IN (\'scheduled\', \'cancelled\', \'completed\')), CONSTRAINT "PK_93e9392d849f3f63813de4d30fa" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "occasions_plan_id" ON "occasions"  ("plan_id") ');
    await queryRunner.query('CREATE INDEX "occasions_previous_occasion_id" ON "occasions"  ("previous_occasion_id") ');
    await queryRunner.query('CREATE INDEX "occasions_event_start" ON "occasions"  ("event_id", "start_time") ');
    await queryRunner.query(
      'CREATE TABLE "occasion_prices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "occasion_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price" integer NOT NULL, CONSTRAINT "occasion_prices_occasion_ticket_type" UNIQUE ("occasion_id", "ticket_type_id"), CONSTRAINT "occasion_prices_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_8548761cc70b037905bbc6f8b65" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "occasion_prices_ticket_type_id" ON "occasion_prices"  ("ticket_type_id") ');
    await queryRunner.query(
      'CREATE TABLE "occasion_spaces" ("occasion_id" uuid NOT NULL, "space_id" uuid NOT NULL, "max_tickets" integer NOT NULL, "held" integer NOT NULL DEFAULT \'0\', CONSTRAINT "occasion_spaces_held_within_capacity" CHECK ("held" >= 0 AND "held" <= "max_tickets"), CONSTRAINT "PK_a6d5792c07043e3cb2b7cf7102e" PRIMARY KEY ("occasion_id", "space_id"))',
    );
    await queryRunner.query('CREATE INDEX "occasion_spaces_space_id" ON "occasion_spaces"  ("space_id") ');
    await queryRunner.query(
      'CREATE TABLE "email_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "body_text" text NOT NULL, "body_html" text, "status" character varying(16) NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT \'0\', "last_error" text, "booking_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "email_outbox_status" CHECK ("status" IN (\'pending\', \'sent\', \'failed\')), CONSTRAINT "PK_b6fbfc201f705fbf1ac87bd7197" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "email_outbox_status_created_at" ON "email_outbox"  ("status", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "provider" character varying(32) NOT NULL, "amount" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'EUR\', "status" character varying(16) NOT NULL DEFAULT \'open\', "stamp" character varying(64) NOT NULL, "provider_transaction_id" character varying(128), "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payments_provider_stamp" UNIQUE ("provider", "stamp"), CONSTRAINT "payments_amount_non_negative" CHECK ("amount" >= 0), CONSTRAINT "payments_status" CHECK ("status" IN (\'open\', \'paid\', \'failed\', \'cancelled\', \'refund_required\', \'refunded\')), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "payments_status_created_at" ON "payments"  ("status", "created_at") ');
    await queryRunner.query('CREATE INDEX "payments_booking_id" ON "payments"  ("booking_id") ');
    await queryRunner.query(
      'CREATE TABLE "payment_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payment_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "outcome" character varying(16) NOT NULL, "payload" jsonb NOT NULL DEFAULT \'{}\', "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9f1d16fc78b33e676940a32e8b5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "payment_events_payment_received" ON "payment_events"  ("payment_id", "received_at") ');
    await queryRunner.query(
      'CREATE TABLE "plans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "description" jsonb NOT NULL DEFAULT \'{}\', "map" text NOT NULL, "map_label_mask" character varying(200), "space_label_mask" character varying(200), "styles" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3720521a81c7c24fe9b7202ba61" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "rate_limit_counters" ("key" character varying(300) NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "count" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_fff95af8f500fb050737753e12e" PRIMARY KEY ("key", "window_start"))',
    );
    await queryRunner.query('CREATE INDEX "rate_limit_counters_window_start" ON "rate_limit_counters"  ("window_start") ');
    await queryRunner.query(
      'CREATE TABLE "roles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "description" text NOT NULL DEFAULT \'\', "permissions" text array NOT NULL DEFAULT \'{}\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c1433d71a4838793a49dcad46ab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "roles_name" ON "roles"  ("name") ');
    await queryRunner.query(
      'CREATE TABLE "server_keys" ("name" character varying(64) NOT NULL, "value" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bce3d7702735c7c59874675e4fd" PRIMARY KEY ("name"))',
    );
    await queryRunner.query(
      'CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" character varying(64) NOT NULL, "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ip_address" character varying(64), "user_agent" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions"  ("token_hash") ');
    await queryRunner.query('CREATE INDEX "sessions_user_id" ON "sessions"  ("user_id") ');
    await queryRunner.query('CREATE INDEX "sessions_expires_at" ON "sessions"  ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "settings" ("id" integer NOT NULL DEFAULT \'1\', "sitename" jsonb NOT NULL DEFAULT \'{}\', "primary_color" character varying(7) NOT NULL DEFAULT \'#0085d2\', "secondary_color" character varying(7), "booking_notice" jsonb NOT NULL DEFAULT \'{}\', "booking_terms" jsonb NOT NULL DEFAULT \'{}\', "footer_text" jsonb NOT NULL DEFAULT \'{}\', "require_address" boolean NOT NULL DEFAULT false, "require_identity_number" boolean NOT NULL DEFAULT false, "time_zone" character varying(64) NOT NULL DEFAULT \'Europe/Helsinki\', "retention_days" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "settings_singleton" CHECK ("id" = 1), CONSTRAINT "PK_0669fe20e252eb692bf4d344975" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "spaces" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "plan_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "max_tickets" integer NOT NULL, "space_type_id" uuid, CONSTRAINT "spaces_plan_name" UNIQUE ("plan_id", "name"), CONSTRAINT "spaces_max_tickets_positive" CHECK ("max_tickets" > 0), CONSTRAINT "PK_dbe542974aca57afcb60709d4c8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "spaces_space_type_id" ON "spaces"  ("space_type_id") ');
    await queryRunner.query(
      'CREATE TABLE "space_types" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" jsonb NOT NULL, CONSTRAINT "PK_dd992465a5fed9ab079194bc04d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "ticket_addons" ("ticket_id" uuid NOT NULL, "addon_id" uuid NOT NULL, "price" integer NOT NULL, "vat" numeric(5,2) NOT NULL, CONSTRAINT "ticket_addons_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_08caac7f2607f4e2252646c516e" PRIMARY KEY ("ticket_id", "addon_id"))',
    );
    await queryRunner.query('CREATE INDEX "ticket_addons_addon_id" ON "ticket_addons"  ("addon_id") ');
    await queryRunner.query(
      'CREATE TABLE "tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "occasion_id" uuid NOT NULL, "space_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price" integer NOT NULL, "vat" numeric(5,2) NOT NULL, "code" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tickets_vat_range" CHECK ("vat" >= 0 AND "vat" < 100), CONSTRAINT "tickets_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_343bc942ae261cf7a1377f48fd0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "tickets_booking_id" ON "tickets"  ("booking_id") ');
    await queryRunner.query('CREATE INDEX "tickets_ticket_type_id" ON "tickets"  ("ticket_type_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "tickets_code" ON "tickets"  ("code") ');
    await queryRunner.query('CREATE INDEX "tickets_occasion_space" ON "tickets"  ("occasion_id", "space_id") ');
    await queryRunner.query(
      'CREATE TABLE "ticket_types" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" jsonb NOT NULL, "vat" numeric(5,2) NOT NULL, "product_code" character varying(64) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "ticket_types_vat_range" CHECK ("vat" >= 0 AND "vat" < 100), CONSTRAINT "PK_5510ce7e18a4edc648c9fbfc283" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "users_email" ON "users"  ("email") ');
    await queryRunner.query(
      'CREATE TABLE "user_roles" ("user_id" uuid NOT NULL, "role_id" uuid NOT NULL, CONSTRAINT "PK_23ed6f04fe43066df08379fd034" PRIMARY KEY ("user_id", "role_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_87b8888186ca9769c960e92687" ON "user_roles"  ("user_id") ');
    await queryRunner.query('CREATE INDEX "IDX_b23c65e50a758245a33ee35fda" ON "user_roles"  ("role_id") ');
    await queryRunner.query(
      'ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_73d57b1c20a54d36a00c39f9462" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_0b541f45f47286f4604dbe7dae7" FOREIGN KEY ("renewed_from_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_2ab7f927262f1f56d6f45bca107" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_status_changes" ADD CONSTRAINT "FK_c1a2a68b00ad15ba6ad01fec8f6" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_status_changes" ADD CONSTRAINT "FK_0afbf58714d633f589cae8af681" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "dictionary_entries" ADD CONSTRAINT "FK_d9b9d44460058ad211dcdddf65c" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "events" ADD CONSTRAINT "FK_5e5a15105563a8cb85437936080" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_prices" ADD CONSTRAINT "FK_0ba85bd56f94bc9c87fb4169a71" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_prices" ADD CONSTRAINT "FK_d8376c8d5981d0dbf1689425ba5" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasions" ADD CONSTRAINT "FK_f0220a58f123fd2452864cb971a" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasions" ADD CONSTRAINT "FK_fa76bc717f452ba32a67792706a" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasions" ADD CONSTRAINT "FK_a0ba71671c2b89325507322ef39" FOREIGN KEY ("previous_occasion_id") REFERENCES "occasions"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_prices" ADD CONSTRAINT "FK_0782b2fb4bc21cd6ffc4cf43b2a" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_prices" ADD CONSTRAINT "FK_8b3628e8aff01f51b80f2e053e3" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_spaces" ADD CONSTRAINT "FK_f5452890ba28f11104fbc7cd44d" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_spaces" ADD CONSTRAINT "FK_c2be019337c50cd2784af62a286" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_e86edf76dc2424f123b9023a2b2" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payment_events" ADD CONSTRAINT "FK_829c2f9024093a7f56a239acd97" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "spaces" ADD CONSTRAINT "FK_b72922597bdc4baa0683fd1470b" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "spaces" ADD CONSTRAINT "FK_7960d1d13af2cc9049cd1959cd8" FOREIGN KEY ("space_type_id") REFERENCES "space_types"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket_addons" ADD CONSTRAINT "FK_fd92945020974dbf949538ae523" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket_addons" ADD CONSTRAINT "FK_0bf0883b74950fad80f82b87cd6" FOREIGN KEY ("addon_id") REFERENCES "addons"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tickets" ADD CONSTRAINT "FK_cc20985f14524969dddd128efd5" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tickets" ADD CONSTRAINT "FK_9c2578fd11b54cdd7b7e68ca1ec" FOREIGN KEY ("occasion_id", "space_id") REFERENCES "occasion_spaces"("occasion_id","space_id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tickets" ADD CONSTRAINT "FK_a95369aeea12da7fde110e95e00" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "user_roles" ADD CONSTRAINT "FK_87b8888186ca9769c960e926870" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "user_roles" ADD CONSTRAINT "FK_b23c65e50a758245a33ee35fda1" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user_roles" DROP CONSTRAINT "FK_b23c65e50a758245a33ee35fda1"');
    await queryRunner.query('ALTER TABLE "user_roles" DROP CONSTRAINT "FK_87b8888186ca9769c960e926870"');
    await queryRunner.query('ALTER TABLE "tickets" DROP CONSTRAINT "FK_a95369aeea12da7fde110e95e00"');
    await queryRunner.query('ALTER TABLE "tickets" DROP CONSTRAINT "FK_9c2578fd11b54cdd7b7e68ca1ec"');
    await queryRunner.query('ALTER TABLE "tickets" DROP CONSTRAINT "FK_cc20985f14524969dddd128efd5"');
    await queryRunner.query('ALTER TABLE "ticket_addons" DROP CONSTRAINT "FK_0bf0883b74950fad80f82b87cd6"');
    await queryRunner.query('ALTER TABLE "ticket_addons" DROP CONSTRAINT "FK_fd92945020974dbf949538ae523"');
    await queryRunner.query('ALTER TABLE "spaces" DROP CONSTRAINT "FK_7960d1d13af2cc9049cd1959cd8"');
    await queryRunner.query('ALTER TABLE "spaces" DROP CONSTRAINT "FK_b72922597bdc4baa0683fd1470b"');
    await queryRunner.query('ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"');
    await queryRunner.query('ALTER TABLE "payment_events" DROP CONSTRAINT "FK_829c2f9024093a7f56a239acd97"');
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_e86edf76dc2424f123b9023a2b2"');
    await queryRunner.query('ALTER TABLE "occasion_spaces" DROP CONSTRAINT "FK_c2be019337c50cd2784af62a286"');
    await queryRunner.query('ALTER TABLE "occasion_spaces" DROP CONSTRAINT "FK_f5452890ba28f11104fbc7cd44d"');
    await queryRunner.query('ALTER TABLE "occasion_prices" DROP CONSTRAINT "FK_8b3628e8aff01f51b80f2e053e3"');
    await queryRunner.query('ALTER TABLE "occasion_prices" DROP CONSTRAINT "FK_0782b2fb4bc21cd6ffc4cf43b2a"');
    await queryRunner.query('ALTER TABLE "occasions" DROP CONSTRAINT "FK_a0ba71671c2b89325507322ef39"');
    await queryRunner.query('ALTER TABLE "occasions" DROP CONSTRAINT "FK_fa76bc717f452ba32a67792706a"');
    await queryRunner.query('ALTER TABLE "occasions" DROP CONSTRAINT "FK_f0220a58f123fd2452864cb971a"');
    await queryRunner.query('ALTER TABLE "event_prices" DROP CONSTRAINT "FK_d8376c8d5981d0dbf1689425ba5"');
    await queryRunner.query('ALTER TABLE "event_prices" DROP CONSTRAINT "FK_0ba85bd56f94bc9c87fb4169a71"');
    await queryRunner.query('ALTER TABLE "events" DROP CONSTRAINT "FK_5e5a15105563a8cb85437936080"');
    await queryRunner.query('ALTER TABLE "dictionary_entries" DROP CONSTRAINT "FK_d9b9d44460058ad211dcdddf65c"');
    await queryRunner.query('ALTER TABLE "booking_status_changes" DROP CONSTRAINT "FK_0afbf58714d633f589cae8af681"');
    await queryRunner.query('ALTER TABLE "booking_status_changes" DROP CONSTRAINT "FK_c1a2a68b00ad15ba6ad01fec8f6"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_2ab7f927262f1f56d6f45bca107"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_0b541f45f47286f4604dbe7dae7"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_73d57b1c20a54d36a00c39f9462"');
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"');
    await queryRunner.query('DROP INDEX "public"."IDX_b23c65e50a758245a33ee35fda"');
    await queryRunner.query('DROP INDEX "public"."IDX_87b8888186ca9769c960e92687"');
    await queryRunner.query('DROP TABLE "user_roles"');
    await queryRunner.query('DROP INDEX "public"."users_email"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP TABLE "ticket_types"');
    await queryRunner.query('DROP INDEX "public"."tickets_occasion_space"');
    await queryRunner.query('DROP INDEX "public"."tickets_code"');
    await queryRunner.query('DROP INDEX "public"."tickets_ticket_type_id"');
    await queryRunner.query('DROP INDEX "public"."tickets_booking_id"');
    await queryRunner.query('DROP TABLE "tickets"');
    await queryRunner.query('DROP INDEX "public"."ticket_addons_addon_id"');
    await queryRunner.query('DROP TABLE "ticket_addons"');
    await queryRunner.query('DROP TABLE "space_types"');
    await queryRunner.query('DROP INDEX "public"."spaces_space_type_id"');
    await queryRunner.query('DROP TABLE "spaces"');
    await queryRunner.query('DROP TABLE "settings"');
    await queryRunner.query('DROP INDEX "public"."sessions_expires_at"');
    await queryRunner.query('DROP INDEX "public"."sessions_user_id"');
    await queryRunner.query('DROP INDEX "public"."sessions_token_hash"');
    await queryRunner.query('DROP TABLE "sessions"');
    await queryRunner.query('DROP TABLE "server_keys"');
    await queryRunner.query('DROP INDEX "public"."roles_name"');
    await queryRunner.query('DROP TABLE "roles"');
    await queryRunner.query('DROP INDEX "public"."rate_limit_counters_window_start"');
    await queryRunner.query('DROP TABLE "rate_limit_counters"');
    await queryRunner.query('DROP TABLE "plans"');
    await queryRunner.query('DROP INDEX "public"."payment_events_payment_received"');
    await queryRunner.query('DROP TABLE "payment_events"');
    await queryRunner.query('DROP INDEX "public"."payments_booking_id"');
    await queryRunner.query('DROP INDEX "public"."payments_status_created_at"');
    await queryRunner.query('DROP TABLE "payments"');
    await queryRunner.query('DROP INDEX "public"."email_outbox_status_created_at"');
    await queryRunner.query('DROP TABLE "email_outbox"');
    await queryRunner.query('DROP INDEX "public"."occasion_spaces_space_id"');
    await queryRunner.query('DROP TABLE "occasion_spaces"');
    await queryRunner.query('DROP INDEX "public"."occasion_prices_ticket_type_id"');
    await queryRunner.query('DROP TABLE "occasion_prices"');
    await queryRunner.query('DROP INDEX "public"."occasions_event_start"');
    await queryRunner.query('DROP INDEX "public"."occasions_previous_occasion_id"');
    await queryRunner.query('DROP INDEX "public"."occasions_plan_id"');
    await queryRunner.query('DROP TABLE "occasions"');
    await queryRunner.query('DROP TABLE "languages"');
    await queryRunner.query('DROP INDEX "public"."event_prices_ticket_type_id"');
    await queryRunner.query('DROP TABLE "event_prices"');
    await queryRunner.query('DROP INDEX "public"."events_plan_id"');
    await queryRunner.query('DROP TABLE "events"');
    await queryRunner.query('DROP TABLE "dictionary_entries"');
    await queryRunner.query('DROP INDEX "public"."booking_status_changes_booking_created"');
    await queryRunner.query('DROP INDEX "public"."booking_status_changes_actor_user_id"');
    await queryRunner.query('DROP TABLE "booking_status_changes"');
    await queryRunner.query('DROP INDEX "public"."bookings_status_expires_at"');
    await queryRunner.query('DROP INDEX "public"."bookings_renewed_from_id"');
    await queryRunner.query('DROP INDEX "public"."bookings_occasion_id"');
    await queryRunner.query('DROP INDEX "public"."bookings_number"');
    await queryRunner.query('DROP TABLE "bookings"');
    await queryRunner.query('DROP INDEX "public"."api_tokens_token_hash"');
    await queryRunner.query('DROP INDEX "public"."api_tokens_user_id"');
    await queryRunner.query('DROP TABLE "api_tokens"');
    await queryRunner.query('DROP TABLE "addons"');
  }
}
