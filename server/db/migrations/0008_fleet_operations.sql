-- btree_gist lets one exclusion constraint compare a captain's id with = and outing times with &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "vessel_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_key" text NOT NULL,
	"from_date" date NOT NULL,
	"from_slot" text NOT NULL,
	"to_date" date NOT NULL,
	"to_slot" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	CONSTRAINT "vessel_blocks_kind_check" CHECK ("vessel_blocks"."kind" in ('maintenance', 'charter', 'weather', 'other')),
	CONSTRAINT "vessel_blocks_slots_check" CHECK ("vessel_blocks"."from_slot" in ('morning', 'afternoon') and "vessel_blocks"."to_slot" in ('morning', 'afternoon')),
	CONSTRAINT "vessel_blocks_range_check" CHECK ("vessel_blocks"."to_date" >= "vessel_blocks"."from_date")
);
--> statement-breakpoint
CREATE TABLE "captain_assignments" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"captain_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"captain_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "captain_time_off_range_check" CHECK ("captain_time_off"."to_date" >= "captain_time_off"."from_date")
);
--> statement-breakpoint
CREATE TABLE "captain_vessels" (
	"captain_id" integer NOT NULL,
	"vessel_key" text NOT NULL,
	CONSTRAINT "captain_vessels_captain_id_vessel_key_pk" PRIMARY KEY("captain_id","vessel_key")
);
--> statement-breakpoint
CREATE TABLE "captains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "captains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expires_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "slot_occupancy" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guests" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD COLUMN "block_id" uuid;--> statement-breakpoint
ALTER TABLE "vessel_blocks" ADD CONSTRAINT "vessel_blocks_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_blocks" ADD CONSTRAINT "vessel_blocks_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_blocks" ADD CONSTRAINT "vessel_blocks_lifted_by_members_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_assignments" ADD CONSTRAINT "captain_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_assignments" ADD CONSTRAINT "captain_assignments_captain_id_captains_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."captains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_assignments" ADD CONSTRAINT "captain_assignments_assigned_by_members_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_time_off" ADD CONSTRAINT "captain_time_off_captain_id_captains_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."captains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_vessels" ADD CONSTRAINT "captain_vessels_captain_id_captains_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."captains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_vessels" ADD CONSTRAINT "captain_vessels_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessel_blocks_vessel_dates_idx" ON "vessel_blocks" USING btree ("vessel_key","from_date","to_date");--> statement-breakpoint
CREATE INDEX "captain_assignments_captain_idx" ON "captain_assignments" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "captain_time_off_captain_idx" ON "captain_time_off" USING btree ("captain_id","from_date");--> statement-breakpoint
CREATE INDEX "captains_licence_idx" ON "captains" USING btree ("licence_expires_on");--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_block_id_vessel_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."vessel_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_occupancy_block_idx" ON "slot_occupancy" USING btree ("block_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" >= 1 and cardinality("bookings"."guest_names") <= "bookings"."guests");--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_holder_check" CHECK (num_nonnulls("slot_occupancy"."booking_id", "slot_occupancy"."block_id") = 1);--> statement-breakpoint
ALTER TABLE "captain_assignments" ADD CONSTRAINT "captain_assignments_during_check" CHECK (NOT isempty("during"));--> statement-breakpoint
ALTER TABLE "captain_assignments" ADD CONSTRAINT "captain_assignments_no_overlap" EXCLUDE USING gist ("captain_id" WITH =, "during" WITH &&);
