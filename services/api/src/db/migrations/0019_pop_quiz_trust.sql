ALTER TABLE "pop_quiz_histories" ADD COLUMN "choice_order" integer[];--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD COLUMN "reveals_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pop_quiz_histories" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "pop_quiz_histories_revealing_idx" ON "pop_quiz_histories" USING btree ("question_id","pop_quiz_id") WHERE "pop_quiz_histories"."reveals_answer";--> statement-breakpoint
-- Tries made before this rule showed their answers to every learner once the window was over:
-- they count as revealing (their questions pay no reward in another window).
UPDATE "pop_quiz_histories" SET "reveals_answer" = true;
