CREATE TABLE "path_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"path_slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"steps" integer NOT NULL,
	"holder_name" text NOT NULL,
	"holder_name_source" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "path_certificates_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "path_certificates_user_path_unique" UNIQUE("user_id","path_slug")
);
--> statement-breakpoint
ALTER TABLE "path_certificates" ADD CONSTRAINT "path_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;