CREATE TABLE "quiz_revealed_questions" (
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"question_slug" text NOT NULL,
	"attempt_id" integer NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_revealed_questions_user_id_quiz_id_question_slug_pk" PRIMARY KEY("user_id","quiz_id","question_slug")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "choice_orders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_revealed_questions" ADD CONSTRAINT "quiz_revealed_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_revealed_questions" ADD CONSTRAINT "quiz_revealed_questions_quiz_id_article_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."article_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_revealed_questions" ADD CONSTRAINT "quiz_revealed_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;