CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"html" text NOT NULL,
	"rendered" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_schemes" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"model_answer_html" text DEFAULT '' NOT NULL,
	"model_answer_rendered" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sub_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"html" text NOT NULL,
	"rendered" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"stem_html" text NOT NULL,
	"stem_rendered" text NOT NULL,
	"marks" numeric(8, 2) NOT NULL,
	"negative_marks" numeric(8, 2) DEFAULT 0 NOT NULL,
	"explanation_html" text DEFAULT '' NOT NULL,
	"explanation_rendered" text DEFAULT '' NOT NULL,
	"level_id" integer,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"title" text NOT NULL,
	"instructions_html" text DEFAULT '' NOT NULL,
	"instructions_rendered" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_selectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"count" integer NOT NULL,
	"chapter_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"level_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"difficulty_min" integer DEFAULT 1 NOT NULL,
	"difficulty_max" integer DEFAULT 5 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer,
	"title" text NOT NULL,
	"instructions_html" text DEFAULT '' NOT NULL,
	"instructions_rendered" text DEFAULT '' NOT NULL,
	"time_limit_minutes" integer,
	"attempts_allowed" integer,
	"pass_percent" integer DEFAULT 50 NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"negative_marking" boolean DEFAULT false NOT NULL,
	"release_policy" text DEFAULT 'immediately' NOT NULL,
	"requires_review" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_kind_chapter_check" CHECK (("quizzes"."kind" = 'chapter' and "quizzes"."chapter_id" is not null) or ("quizzes"."kind" = 'subject' and "quizzes"."chapter_id" is null))
);
--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_schemes" ADD CONSTRAINT "question_schemes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sub_options" ADD CONSTRAINT "question_sub_options_option_id_question_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_quiz_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."quiz_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sections" ADD CONSTRAINT "quiz_sections_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_selectors" ADD CONSTRAINT "quiz_selectors_section_id_quiz_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."quiz_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "question_sub_options_option_idx" ON "question_sub_options" USING btree ("option_id","position");--> statement-breakpoint
CREATE INDEX "questions_section_idx" ON "questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "questions_pool_idx" ON "questions" USING btree ("level_id","difficulty");--> statement-breakpoint
CREATE INDEX "quiz_sections_quiz_idx" ON "quiz_sections" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_selectors_section_idx" ON "quiz_selectors" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_chapter_idx" ON "quizzes" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_subject_idx" ON "quizzes" USING btree ("subject_id","kind","position");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id");