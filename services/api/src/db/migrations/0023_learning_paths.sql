CREATE TABLE "article_reads" (
	"user_id" integer NOT NULL,
	"blog_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_reads_user_id_blog_id_pk" PRIMARY KEY("user_id","blog_id"),
	CONSTRAINT "article_reads_position_check" CHECK ("article_reads"."position" >= 0 and "article_reads"."position" <= 100)
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"source" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reads_user_updated_idx" ON "article_reads" USING btree ("user_id","updated_at");