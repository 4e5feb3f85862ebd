CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"vessel_key" text NOT NULL,
	"tour_type" text NOT NULL,
	"tour_date" date NOT NULL,
	"days" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"slots" text[] NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'left', 'lapsed')),
	CONSTRAINT "waitlist_entries_times_check" CHECK ("waitlist_entries"."end_at" > "waitlist_entries"."start_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"vessel_key" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_holds_status_check" CHECK ("waitlist_holds"."status" in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "waitlist_holds_times_check" CHECK ("waitlist_holds"."expires_at" > "waitlist_holds"."offered_at")
);
--> statement-breakpoint
CREATE TABLE "ballot_draws" (
	"peak_date" date PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballot_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"peak_date" date NOT NULL,
	"member_id" integer NOT NULL,
	"vessel_key" text NOT NULL,
	"tour_type" text NOT NULL,
	"rank" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"result" text,
	"result_detail" text,
	"booking_id" uuid,
	CONSTRAINT "ballot_entries_rank_check" CHECK ("ballot_entries"."rank" between 1 and 3),
	CONSTRAINT "ballot_entries_tour_type_check" CHECK ("ballot_entries"."tour_type" in ('Half Day Morning', 'Half Day Afternoon', 'Sunset', 'Full Day', 'Overnight')),
	CONSTRAINT "ballot_entries_result_check" CHECK ("ballot_entries"."result" is null or "ballot_entries"."result" in ('won', 'not_placed', 'taken', 'refused', 'not_needed')),
	CONSTRAINT "ballot_entries_won_check" CHECK (("ballot_entries"."result" = 'won') = ("ballot_entries"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "peak_dates" (
	"peak_date" date PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "peak_dates_times_check" CHECK ("peak_dates"."opens_at" < "peak_dates"."draws_at")
);
--> statement-breakpoint
ALTER TABLE "slot_occupancy" DROP CONSTRAINT "slot_occupancy_holder_check";--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_draws" ADD CONSTRAINT "ballot_draws_peak_date_peak_dates_peak_date_fk" FOREIGN KEY ("peak_date") REFERENCES "public"."peak_dates"("peak_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_peak_date_peak_dates_peak_date_fk" FOREIGN KEY ("peak_date") REFERENCES "public"."peak_dates"("peak_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peak_dates" ADD CONSTRAINT "peak_dates_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("member_id","vessel_key","tour_type","tour_date","days") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_vessel_idx" ON "waitlist_entries" USING btree ("vessel_key","start_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_member_idx" ON "waitlist_entries" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_open_key" ON "waitlist_holds" USING btree ("entry_id") WHERE "waitlist_holds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_holds_member_idx" ON "waitlist_holds" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_entries_rank_key" ON "ballot_entries" USING btree ("peak_date","member_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_entries_tour_key" ON "ballot_entries" USING btree ("peak_date","member_id","vessel_key","tour_type");--> statement-breakpoint
CREATE INDEX "ballot_entries_member_idx" ON "ballot_entries" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_hold_id_waitlist_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."waitlist_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_occupancy_hold_idx" ON "slot_occupancy" USING btree ("hold_id");--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_holder_check" CHECK (num_nonnulls("slot_occupancy"."booking_id", "slot_occupancy"."block_id", "slot_occupancy"."hold_id") = 1);