CREATE TABLE "hackathon_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" text NOT NULL,
	"university" text,
	"faculty" text,
	"year" text,
	"club" text,
	"occupation" text,
	"company" text,
	"resume_key" text NOT NULL,
	"resume_name" text NOT NULL,
	"resume_type" text NOT NULL,
	"resume_size" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_name" text NOT NULL,
	"category" text NOT NULL,
	"bos_component_url" text NOT NULL,
	"language" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"seminar_attendance_agreed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hackathon_documents" ADD CONSTRAINT "hackathon_documents_team_id_hackathon_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."hackathon_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_team_id_hackathon_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."hackathon_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_documents_team_position_uq" ON "hackathon_documents" USING btree ("team_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_members_team_position_uq" ON "hackathon_members" USING btree ("team_id","position");--> statement-breakpoint
CREATE INDEX "hackathon_members_email_idx" ON "hackathon_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_teams_name_uq" ON "hackathon_teams" USING btree (lower("team_name"));