ALTER TABLE "pop_quizzes" DROP CONSTRAINT "pop_quizzes_question_id_pop_quiz_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_jobs" ALTER COLUMN "redeem_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD COLUMN "source" text DEFAULT 'redeem' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD COLUMN "pop_quiz_history_id" integer;--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD COLUMN "kkub_amount" integer;--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD COLUMN "kkub_outcome" text;--> statement-breakpoint
ALTER TABLE "pop_quizzes" ADD COLUMN "reward_kkub" integer;--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD CONSTRAINT "payout_jobs_pop_quiz_history_id_pop_quiz_histories_id_fk" FOREIGN KEY ("pop_quiz_history_id") REFERENCES "public"."pop_quiz_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pop_quiz_histories_user_opened_idx" ON "pop_quiz_histories" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "pop_quiz_histories_quiz_deadline_idx" ON "pop_quiz_histories" USING btree ("pop_quiz_id","deadline_at");--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" DROP COLUMN "time_limit_seconds";--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" DROP COLUMN "reward_points";--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" DROP COLUMN "reward_quota";--> statement-breakpoint
ALTER TABLE "pop_quizzes" DROP COLUMN "question_id";--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD CONSTRAINT "payout_jobs_pop_quiz_history_id_unique" UNIQUE("pop_quiz_history_id");--> statement-breakpoint
ALTER TABLE "payout_jobs" ADD CONSTRAINT "payout_jobs_one_source" CHECK (("payout_jobs"."source" = 'redeem' and "payout_jobs"."redeem_id" is not null and "payout_jobs"."pop_quiz_history_id" is null)
        or ("payout_jobs"."source" = 'pop-quiz' and "payout_jobs"."pop_quiz_history_id" is not null and "payout_jobs"."redeem_id" is null));--> statement-breakpoint
ALTER TABLE "pop_quizzes" ADD CONSTRAINT "pop_quizzes_reward_kkub_positive" CHECK ("pop_quizzes"."reward_kkub" is null or "pop_quizzes"."reward_kkub" > 0);