CREATE TABLE "email_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ach_batch_entries" (
	"batch_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"returned_code" text,
	"returned_at" timestamp with time zone,
	CONSTRAINT "ach_batch_entries_batch_id_invoice_id_pk" PRIMARY KEY("batch_id","invoice_id"),
	CONSTRAINT "ach_batch_entries_amount_check" CHECK ("ach_batch_entries"."amount_cents" > 0),
	CONSTRAINT "ach_batch_entries_returned_check" CHECK (("ach_batch_entries"."returned_code" is null) = ("ach_batch_entries"."returned_at" is null))
);
--> statement-breakpoint
CREATE TABLE "ach_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ach_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"skipped" jsonb NOT NULL,
	CONSTRAINT "ach_batches_status_check" CHECK ("ach_batches"."status" in ('open', 'settled')),
	CONSTRAINT "ach_batches_settled_check" CHECK (("ach_batches"."status" = 'settled') = ("ach_batches"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"particulars" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer NOT NULL,
	"number" text,
	"year" integer,
	"sequence" integer,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'paid', 'void')),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" >= 0),
	CONSTRAINT "invoices_issued_check" CHECK (("invoices"."number" is null) = ("invoices"."issued_at" is null)),
	CONSTRAINT "invoices_sequence_check" CHECK (("invoices"."number" is null) = ("invoices"."sequence" is null)),
	CONSTRAINT "invoices_numbered_check" CHECK (("invoices"."status" in ('issued', 'paid')) <= ("invoices"."number" is not null) and ("invoices"."status" = 'draft') <= ("invoices"."number" is null)),
	CONSTRAINT "invoices_void_check" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_by" integer NOT NULL,
	"ach_batch_id" integer,
	"returned_code" text,
	"returned_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('ach', 'card', 'check', 'cash')),
	CONSTRAINT "payments_returned_check" CHECK (("payments"."returned_code" is null) = ("payments"."returned_at" is null))
);
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batch_entries" ADD CONSTRAINT "ach_batch_entries_batch_id_ach_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ach_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batch_entries" ADD CONSTRAINT "ach_batch_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batch_entries" ADD CONSTRAINT "ach_batch_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batches" ADD CONSTRAINT "ach_batches_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batches" ADD CONSTRAINT "ach_batches_settled_by_members_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_members_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_members_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ach_batch_id_ach_batches_id_fk" FOREIGN KEY ("ach_batch_id") REFERENCES "public"."ach_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_email_idx" ON "email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "ach_batch_entries_invoice_idx" ON "ach_batch_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_standing_per_booking" ON "invoices" USING btree ("booking_id") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_batch_invoice_key" ON "payments" USING btree ("ach_batch_id","invoice_id") WHERE "payments"."ach_batch_id" is not null;