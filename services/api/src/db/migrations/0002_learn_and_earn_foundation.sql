CREATE TABLE "subscription_entitlements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"package_name" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"main_quiz_total" integer DEFAULT 0 NOT NULL,
	"main_quiz_used" integer DEFAULT 0 NOT NULL,
	"hint_total" integer DEFAULT 0 NOT NULL,
	"hint_used" integer DEFAULT 0 NOT NULL,
	"unlimited_exclusive" boolean DEFAULT false NOT NULL,
	"earn_points" boolean DEFAULT false NOT NULL,
	"nft_membership_card" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_main_quiz_within_total" CHECK ("subscription_entitlements"."main_quiz_used" >= 0 and "subscription_entitlements"."main_quiz_used" <= "subscription_entitlements"."main_quiz_total"),
	CONSTRAINT "entitlements_hint_within_total" CHECK ("subscription_entitlements"."hint_used" >= 0 and "subscription_entitlements"."hint_used" <= "subscription_entitlements"."hint_total")
);
--> statement-breakpoint
DROP INDEX "point_ledger_user_id_idx";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "package_slug" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "main_quiz_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "hint_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "earn_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "nft_membership_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "subscription_entitlements" ADD CONSTRAINT "subscription_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_user_source_uq" ON "point_ledger" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "point_ledger_user_id_idx" ON "point_ledger" USING btree ("user_id","created_at");