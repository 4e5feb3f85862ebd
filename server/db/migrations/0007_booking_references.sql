CREATE TABLE "calendar_feeds" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"feed_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_feed_id_unique" UNIQUE("feed_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "bookings_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text GENERATED ALWAYS AS ('B-' || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((number::bigint * 15485863 + 4102571) % 28629151) / 923521) % 31)::int + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((number::bigint * 15485863 + 4102571) % 28629151) / 29791) % 31)::int + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((number::bigint * 15485863 + 4102571) % 28629151) / 961) % 31)::int + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((number::bigint * 15485863 + 4102571) % 28629151) / 31) % 31)::int + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((number::bigint * 15485863 + 4102571) % 28629151) / 1) % 31)::int + 1, 1)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
UPDATE "points_ledger" SET "description" = 'Points on joining' WHERE "kind" = 'credit' AND "description" = 'Opening balance';
