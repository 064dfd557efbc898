CREATE TABLE "payout_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"redeem_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"wallet_address" text NOT NULL,
	"amount_kkub" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"transfer_id" text,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_jobs_redeem_id_unique" UNIQUE("redeem_id"),
	CONSTRAINT "payout_jobs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "redeems" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"points" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"point_cost" integer NOT NULL,
	"total_quota" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_user_limit" integer,
	"per_day_limit" integer,
	"a_plus_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"amount_kkub" integer,
	"grant" jsonb,
	"source" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_slug_unique" UNIQUE("slug"),
	CONSTRAINT "rewards_remaining_within_quota" CHECK ("rewards"."remaining" >= 0 and "rewards"."remaining" <= "rewards"."total_quota"),
	CONSTRAINT "rewards_point_cost_positive" CHECK ("rewards"."point_cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"points" integer,
	"grant" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"usage_limit" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 and "coupons"."used_count" <= "coupons"."usage_limit"),
	CONSTRAINT "coupons_grants_something" CHECK ("coupons"."points" > 0 or "coupons"."grant" is not null)
);
--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD CONSTRAINT "payout_jobs_redeem_id_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."redeems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD CONSTRAINT "payout_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD CONSTRAINT "payout_jobs_tracking_id_reward_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."reward_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_jobs_due_idx" ON "payout_jobs" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "redeems_user_reward_idx" ON "redeems" USING btree ("user_id","reward_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_per_user" ON "coupon_redemptions" USING btree ("coupon_id","user_id");