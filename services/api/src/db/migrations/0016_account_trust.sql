CREATE TABLE "exchange_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exchange_user_id" text NOT NULL,
	"identity" jsonb NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_expires_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "exchange_link_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name_source" text DEFAULT 'learner' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_link_requests" ADD CONSTRAINT "exchange_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_link_requests_user_idx" ON "exchange_link_requests" USING btree ("user_id");--> statement-breakpoint
-- Anti-phishing words belong to a verified address only: words chosen at registration, before anyone
-- proved the mailbox, are dropped (the owner sets them in the profile once verified).
UPDATE "users" SET "phishing_words" = NULL WHERE "email_verified_at" IS NULL;
