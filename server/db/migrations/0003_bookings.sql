CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"vessel_key" text NOT NULL,
	"tour_type" text NOT NULL,
	"tour_date" date NOT NULL,
	"days" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"points_cost" integer NOT NULL,
	"booking_fee_cents" integer NOT NULL,
	"labor_surcharge_cents" integer NOT NULL,
	"last_minute" boolean NOT NULL,
	"weekend" boolean NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"booked_by" integer NOT NULL,
	"rules_overridden" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"refunded_points" integer,
	"rebooked_to" uuid,
	"rebooked_from" uuid,
	CONSTRAINT "bookings_tour_type_check" CHECK ("bookings"."tour_type" in ('Half Day Morning', 'Half Day Afternoon', 'Sunset', 'Full Day', 'Overnight', 'Multi-day')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('booked', 'cancelled', 'rebooked')),
	CONSTRAINT "bookings_points_cost_check" CHECK ("bookings"."points_cost" >= 0),
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."end_at" > "bookings"."start_at")
);
--> statement-breakpoint
CREATE TABLE "idempotent_answers" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_digest" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_answers_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "slot_occupancy" (
	"vessel_key" text NOT NULL,
	"slot_date" date NOT NULL,
	"slot" text NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "slot_occupancy_vessel_key_slot_date_slot_pk" PRIMARY KEY("vessel_key","slot_date","slot"),
	CONSTRAINT "slot_occupancy_slot_check" CHECK ("slot_occupancy"."slot" in ('morning', 'afternoon'))
);
--> statement-breakpoint
CREATE TABLE "vessel_prices" (
	"vessel_key" text NOT NULL,
	"tour_type" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "vessel_prices_vessel_key_tour_type_pk" PRIMARY KEY("vessel_key","tour_type"),
	CONSTRAINT "vessel_prices_tour_type_check" CHECK ("vessel_prices"."tour_type" in ('Half Day Morning', 'Half Day Afternoon', 'Sunset', 'Full Day', 'Overnight', 'Multi-day')),
	CONSTRAINT "vessel_prices_points_check" CHECK ("vessel_prices"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"length_feet" integer NOT NULL,
	"guests" integer NOT NULL,
	"base_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"booking_id" uuid,
	"description" text NOT NULL,
	"actor_id" integer,
	CONSTRAINT "points_ledger_kind_check" CHECK ("points_ledger"."kind" in ('booking', 'credit', 'debit', 'cancel', 'rebook', 'annual')),
	CONSTRAINT "points_ledger_balance_check" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "membership_started_on" date DEFAULT (now() at time zone 'America/New_York')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_members_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rebooked_to_bookings_id_fk" FOREIGN KEY ("rebooked_to") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rebooked_from_bookings_id_fk" FOREIGN KEY ("rebooked_from") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD CONSTRAINT "idempotent_answers_account_id_members_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_prices" ADD CONSTRAINT "vessel_prices_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_member_start_idx" ON "bookings" USING btree ("member_id","start_at");--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_at_idx" ON "idempotent_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "slot_occupancy_booking_idx" ON "slot_occupancy" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_points_balance_check" CHECK ("members"."points_balance" >= 0);--> statement-breakpoint
-- Balances set before the ledger existed become its first rows, so every balance equals the sum of its ledger.
INSERT INTO "points_ledger" ("member_id", "created_at", "kind", "points", "balance_after", "description")
SELECT "id", now(), 'credit', "points_balance", "points_balance", 'Opening balance'
FROM "members" WHERE "points_balance" > 0;
