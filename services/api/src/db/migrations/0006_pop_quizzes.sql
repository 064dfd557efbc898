CREATE TABLE "pop_quiz_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pop_quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"selected_answers" integer[],
	"points_earned" integer DEFAULT 0 NOT NULL,
	"hint_used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pop_quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"topic_en" text NOT NULL,
	"topic_th" text NOT NULL,
	"correct" integer[] NOT NULL,
	"en" jsonb NOT NULL,
	"th" jsonb NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"reward_quota" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pop_quiz_questions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pop_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_key" text NOT NULL,
	"kind" text NOT NULL,
	"question_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"reward_quota" integer NOT NULL,
	"reward_remaining" integer NOT NULL,
	"source" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pop_quizzes_slot_key_unique" UNIQUE("slot_key"),
	CONSTRAINT "pop_quizzes_remaining_within_quota" CHECK ("pop_quizzes"."reward_remaining" >= 0 and "pop_quizzes"."reward_remaining" <= "pop_quizzes"."reward_quota"),
	CONSTRAINT "pop_quizzes_window_order" CHECK ("pop_quizzes"."starts_at" < "pop_quizzes"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD CONSTRAINT "pop_quiz_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD CONSTRAINT "pop_quiz_histories_pop_quiz_id_pop_quizzes_id_fk" FOREIGN KEY ("pop_quiz_id") REFERENCES "public"."pop_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD CONSTRAINT "pop_quiz_histories_question_id_pop_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."pop_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quizzes" ADD CONSTRAINT "pop_quizzes_question_id_pop_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."pop_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pop_quiz_histories_user_quiz_idx" ON "pop_quiz_histories" USING btree ("user_id","pop_quiz_id");--> statement-breakpoint
CREATE INDEX "pop_quiz_histories_user_finished_idx" ON "pop_quiz_histories" USING btree ("user_id","finished_at");--> statement-breakpoint
CREATE INDEX "pop_quiz_histories_quiz_status_idx" ON "pop_quiz_histories" USING btree ("pop_quiz_id","status");--> statement-breakpoint
CREATE INDEX "pop_quiz_questions_active_slug_idx" ON "pop_quiz_questions" USING btree ("active","slug");--> statement-breakpoint
CREATE INDEX "pop_quizzes_window_idx" ON "pop_quizzes" USING btree ("ends_at","starts_at");