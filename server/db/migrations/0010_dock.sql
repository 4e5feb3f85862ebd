CREATE TABLE "scheduled_work" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_work_attempts_check" CHECK ("scheduled_work"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "damage_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "damage_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"vessel_key" text NOT NULL,
	"description" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"reported_by" integer NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "outings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"vessel_key" text NOT NULL,
	"captain_id" integer,
	"checked_out_at" timestamp with time zone NOT NULL,
	"checked_out_by" integer NOT NULL,
	"engine_tenths_out" integer NOT NULL,
	"fuel_percent_out" integer NOT NULL,
	"guests_aboard" integer NOT NULL,
	"notes_out" text NOT NULL,
	"expected_return_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"engine_tenths_in" integer,
	"fuel_percent_in" integer,
	"notes_in" text,
	CONSTRAINT "outings_fuel_check" CHECK ("outings"."fuel_percent_out" between 0 and 100),
	CONSTRAINT "outings_engine_forward_check" CHECK ("outings"."engine_tenths_in" is null or "outings"."engine_tenths_in" >= "outings"."engine_tenths_out")
);
--> statement-breakpoint
CREATE TABLE "vessel_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vessel_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vessel_key" text NOT NULL,
	"engine_tenths" integer NOT NULL,
	"notes" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_user_type_check";--> statement-breakpoint
ALTER TABLE "captains" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "damage_photos" ADD CONSTRAINT "damage_photos_booking_id_outings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."outings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_booking_id_outings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."outings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_reported_by_members_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_resolved_by_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_captain_id_captains_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."captains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_checked_out_by_members_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_checked_in_by_members_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_services" ADD CONSTRAINT "vessel_services_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_services" ADD CONSTRAINT "vessel_services_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_work_key_key" ON "scheduled_work" USING btree ("key");--> statement-breakpoint
CREATE INDEX "scheduled_work_due_idx" ON "scheduled_work" USING btree ("due_at") WHERE "scheduled_work"."done_at" is null and "scheduled_work"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "damage_photos_booking_idx" ON "damage_photos" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "damage_reports_vessel_idx" ON "damage_reports" USING btree ("vessel_key");--> statement-breakpoint
CREATE INDEX "damage_reports_booking_idx" ON "damage_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outings_vessel_idx" ON "outings" USING btree ("vessel_key","checked_out_at");--> statement-breakpoint
CREATE INDEX "vessel_services_vessel_idx" ON "vessel_services" USING btree ("vessel_key","at");--> statement-breakpoint
ALTER TABLE "captains" ADD CONSTRAINT "captains_account_id_members_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captains_account_key" ON "captains" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_type_check" CHECK ("members"."user_type" in ('user', 'admin', 'captain'));