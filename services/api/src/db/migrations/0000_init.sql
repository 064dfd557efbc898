CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_th" text DEFAULT '' NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "glossaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_th" text DEFAULT '' NOT NULL,
	"definition_en" text DEFAULT '' NOT NULL,
	"definition_th" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text,
	"surname" text,
	"phone_number" text,
	"address" text,
	"province" text,
	"postcode" text,
	"remark" text,
	"phishing_words" text,
	"wallet_address" text,
	"wallet_address_bitkub_next" text,
	"bk_next" jsonb,
	"kyc_status" text DEFAULT 'unverified' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"agree_to_update" boolean DEFAULT false NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_point_non_negative" CHECK ("users"."point" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_ranking_idx" ON "categories" USING btree ("ranking");--> statement-breakpoint
CREATE INDEX "glossaries_tag_idx" ON "glossaries" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "glossaries_created_at_idx" ON "glossaries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "point_ledger_user_id_idx" ON "point_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");