CREATE TABLE "rebooking_priorities" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"priority_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_booking_id" uuid
);
--> statement-breakpoint
CREATE TABLE "weather_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"headline" text NOT NULL,
	"onset" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weather_alerts_window_check" CHECK ("weather_alerts"."ends" > "weather_alerts"."onset")
);
--> statement-breakpoint
CREATE TABLE "weather_source" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"failing" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"last_read_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "weather_source_single_row_check" CHECK ("weather_source"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "rebooking_priorities" ADD CONSTRAINT "rebooking_priorities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebooking_priorities" ADD CONSTRAINT "rebooking_priorities_used_booking_id_bookings_id_fk" FOREIGN KEY ("used_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "weather_source" ("id") VALUES (1);