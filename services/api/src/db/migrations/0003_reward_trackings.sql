CREATE TABLE "reward_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reward_name_en" text NOT NULL,
	"reward_name_th" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"amount_kkub" integer,
	"wallet_address" text,
	"delivery_address" jsonb,
	"carrier" text,
	"tracking_number" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_trackings" ADD CONSTRAINT "reward_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_trackings_user_idx" ON "reward_trackings" USING btree ("user_id","created_at");