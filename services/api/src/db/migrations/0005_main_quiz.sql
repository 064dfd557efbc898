CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"quiz_slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"grade" text NOT NULL,
	"score" real NOT NULL,
	"holder_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificates_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "certificates_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected_answers" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_hints" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempt_hints_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"quiz_version" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text NOT NULL,
	"spent_main_quiz" boolean DEFAULT false NOT NULL,
	"correct_count" integer,
	"total" integer NOT NULL,
	"score" real,
	"grade" text,
	"passed" boolean,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"points_if_subscribed" integer DEFAULT 0 NOT NULL,
	"already_credited" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "article_quizzes" ADD COLUMN "physical_reward" jsonb;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_quiz_id_article_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."article_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_hints" ADD CONSTRAINT "quiz_attempt_hints_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_article_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."article_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_uq" ON "quiz_attempts" USING btree ("user_id","quiz_id") WHERE "quiz_attempts"."status" in ('inprogress', 'saved');--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","finished_at");