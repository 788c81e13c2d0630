CREATE TABLE "quiz_structure_versions" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): ADR 0070. Any write to what an attempt's
-- snapshot is built from bumps the version of the subject it belongs to. The triggers are
-- deferred to the commit: the version's row lock is taken after every row the transaction
-- wrote and held for the commit only, so two authors of one subject wait for each other's
-- commit but never in a cycle (unless each of them changes two subjects at once).
-- A row whose parent is gone by the commit (a cascade) finds no subject: the parent's own
-- deletion bumped it.
CREATE FUNCTION "quiz_structure_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subject_ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'quizzes' THEN
    subject_ids := ARRAY[OLD.subject_id, NEW.subject_id];
  ELSIF TG_TABLE_NAME = 'quiz_sections' THEN
    subject_ids := ARRAY(SELECT z.subject_id FROM quizzes z WHERE z.id IN (OLD.quiz_id, NEW.quiz_id));
  ELSIF TG_TABLE_NAME IN ('questions', 'quiz_selectors') THEN
    subject_ids := ARRAY(
      SELECT z.subject_id FROM quiz_sections s JOIN quizzes z ON z.id = s.quiz_id
      WHERE s.id IN (OLD.section_id, NEW.section_id));
  ELSIF TG_TABLE_NAME IN ('question_options', 'question_schemes') THEN
    subject_ids := ARRAY(
      SELECT z.subject_id FROM questions q
        JOIN quiz_sections s ON s.id = q.section_id
        JOIN quizzes z ON z.id = s.quiz_id
      WHERE q.id IN (OLD.question_id, NEW.question_id));
  ELSE
    subject_ids := ARRAY(
      SELECT z.subject_id FROM question_options o
        JOIN questions q ON q.id = o.question_id
        JOIN quiz_sections s ON s.id = q.section_id
        JOIN quizzes z ON z.id = s.quiz_id
      WHERE o.id IN (OLD.option_id, NEW.option_id));
  END IF;
  INSERT INTO quiz_structure_versions AS v (subject_id)
    SELECT DISTINCT id FROM unnest(subject_ids) AS id WHERE id IS NOT NULL
    ON CONFLICT (subject_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quizzes_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "quizzes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quiz_sections_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "quiz_sections"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quiz_selectors_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "quiz_selectors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questions_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_options_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "question_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_sub_options_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "question_sub_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_schemes_structure_changed" AFTER INSERT OR UPDATE OR DELETE ON "question_schemes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quiz_structure_changed"();
