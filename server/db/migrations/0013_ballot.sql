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
ALTER TABLE "ballot_draws" ADD CONSTRAINT "ballot_draws_peak_date_peak_dates_peak_date_fk" FOREIGN KEY ("peak_date") REFERENCES "public"."peak_dates"("peak_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_peak_date_peak_dates_peak_date_fk" FOREIGN KEY ("peak_date") REFERENCES "public"."peak_dates"("peak_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_vessel_key_vessels_key_fk" FOREIGN KEY ("vessel_key") REFERENCES "public"."vessels"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peak_dates" ADD CONSTRAINT "peak_dates_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_entries_rank_key" ON "ballot_entries" USING btree ("peak_date","member_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_entries_tour_key" ON "ballot_entries" USING btree ("peak_date","member_id","vessel_key","tour_type");--> statement-breakpoint
CREATE INDEX "ballot_entries_member_idx" ON "ballot_entries" USING btree ("member_id");