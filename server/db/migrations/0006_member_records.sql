CREATE TABLE "member_bank_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"depository_name" text,
	"branch" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"name_on_account" text,
	"account_type" text,
	"routing_number_sealed" text,
	"routing_key_id" text,
	"routing_last4" text,
	"account_number_sealed" text,
	"account_key_id" text,
	"account_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_bank_accounts_type_check" CHECK ("member_bank_accounts"."account_type" in ('Checking', 'Savings')),
	CONSTRAINT "member_bank_accounts_routing_key_check" CHECK (("member_bank_accounts"."routing_number_sealed" is null) = ("member_bank_accounts"."routing_key_id" is null)),
	CONSTRAINT "member_bank_accounts_account_key_check" CHECK (("member_bank_accounts"."account_number_sealed" is null) = ("member_bank_accounts"."account_key_id" is null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "spouse_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "spouse_phone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "spouse_email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "children" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "membership_year" date;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_annual_key" ON "points_ledger" USING btree ("member_id","membership_year") WHERE "points_ledger"."kind" = 'annual';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_children_check" CHECK (jsonb_typeof("members"."children") = 'array' and jsonb_array_length("members"."children") <= 4);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_annual_year_check" CHECK (("points_ledger"."kind" = 'annual') = ("points_ledger"."membership_year" is not null));