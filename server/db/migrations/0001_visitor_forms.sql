CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brochure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_page" text,
	"client_ip" text,
	"user_agent" text,
	"visitor_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_no" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_page" text,
	"client_ip" text,
	"user_agent" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_no" text NOT NULL,
	"event_name" text NOT NULL,
	"attendees" integer
);
--> statement-breakpoint
CREATE TABLE "membership_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_page" text,
	"client_ip" text,
	"user_agent" text,
	"visitor_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_no" text NOT NULL,
	"req_help" text NOT NULL,
	"ques" text NOT NULL,
	"organization" text,
	"email_consent" boolean NOT NULL,
	"sms_consent" boolean NOT NULL,
	"email_consent_wording" text NOT NULL,
	"sms_consent_wording" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yacht_owner_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_page" text,
	"client_ip" text,
	"user_agent" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"yacht_model" text NOT NULL,
	"yacht_manufacture_year" integer NOT NULL,
	"yacht_size_feet" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "brochure_requests_created_at_idx" ON "brochure_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "membership_inquiries_created_at_idx" ON "membership_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "yacht_owner_leads_created_at_idx" ON "yacht_owner_leads" USING btree ("created_at");