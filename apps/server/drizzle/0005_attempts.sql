CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_key" integer NOT NULL,
	"response" jsonb,
	"client_seq" bigint DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"score" numeric(10, 2),
	"max_score" numeric(10, 2),
	"grade_status" text,
	"correct" boolean,
	"matched_rules" jsonb,
	"override_score" numeric(10, 2),
	"override_comment" text,
	"override_by" integer,
	"override_at" timestamp with time zone,
	CONSTRAINT "attempt_answers_attempt_id_question_key_pk" PRIMARY KEY("attempt_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"score" numeric(10, 2),
	"max_score" numeric(10, 2),
	"percent" numeric(7, 2),
	"passed" boolean,
	"provisional" boolean,
	"released_at" timestamp with time zone,
	"verification_code" text NOT NULL,
	"questions" jsonb NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_code_idx" ON "quiz_attempts" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_user_idx" ON "quiz_attempts" USING btree ("quiz_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_idx" ON "quiz_attempts" USING btree ("quiz_id","user_id","mode") WHERE "quiz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "quiz_attempts_deadline_idx" ON "quiz_attempts" USING btree ("deadline_at") WHERE "quiz_attempts"."status" = 'in_progress';