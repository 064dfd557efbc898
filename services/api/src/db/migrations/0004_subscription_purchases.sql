CREATE TABLE "subscription_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"hint_count" integer DEFAULT 0 NOT NULL,
	"main_quiz_count" integer DEFAULT 0 NOT NULL,
	"earn_points" boolean DEFAULT false NOT NULL,
	"unlimited_exclusive" boolean DEFAULT false NOT NULL,
	"nft_membership_card" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"source" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "subscription_packages_price_positive" CHECK ("subscription_packages"."price_cents" > 0),
	CONSTRAINT "subscription_packages_duration_positive" CHECK ("subscription_packages"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"wallet_address" text NOT NULL,
	"provider_payment_id" text,
	"failure_code" text,
	"user_subscription_id" integer,
	"nft_status" text DEFAULT 'none' NOT NULL,
	"nft_token_id" text,
	"nft_contract_address" text,
	"nft_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_purchases_status" CHECK ("subscription_purchases"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_user_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("user_subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_purchases_user_key_uq" ON "subscription_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_purchases_user_idx" ON "subscription_purchases" USING btree ("user_id","created_at");