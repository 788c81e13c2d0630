CREATE TABLE "quiz_frozen_questions" (
	"hash" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "draw" jsonb;
--> statement-breakpoint
-- Written by hand (drizzle-kit generates no data changes): ADR 0074. Every attempt's frozen
-- questions move into quiz_frozen_questions, each stored once by the SHA-256 of its content, and
-- the attempt keeps its draw: [{ key, hash, optionOrder }] in the order it shows its questions.
-- A question's content is the snapshot's entry without its key, its options (and their answer
-- keys in "grading") in order of id; the attempt's own option order goes into its draw, so the
-- attempts that shuffled one question differently share one row. taking/frozen-question.ts puts
-- an entry back together exactly as it was (test/quizzes/taking/frozen-questions-migration.test.ts).
-- jsonb's text form is canonical (keys sorted, one spacing), and the server hashes the same form.
CREATE TEMPORARY TABLE "frozen_backfill" AS
  SELECT e.attempt_id, e.n, e.q -> 'key' AS key, c.content,
    encode(sha256(convert_to(c.content::text, 'UTF8')), 'hex') AS hash,
    coalesce(
      (SELECT jsonb_agg((o ->> 'id')::int ORDER BY i) FROM jsonb_array_elements(e.q -> 'options') WITH ORDINALITY AS x(o, i)),
      '[]'::jsonb) AS option_order
  FROM (
    SELECT a.id AS attempt_id, q.n, q.q
    FROM "quiz_attempts" a, jsonb_array_elements(a.questions) WITH ORDINALITY AS q(q, n)
  ) e,
  LATERAL (
    SELECT (e.q - 'key')
      || CASE WHEN e.q ? 'options' THEN jsonb_build_object('options', coalesce(
           (SELECT jsonb_agg(o ORDER BY (o ->> 'id')::int) FROM jsonb_array_elements(e.q -> 'options') AS o),
           '[]'::jsonb)) ELSE '{}'::jsonb END
      || CASE WHEN e.q -> 'grading' ? 'options' THEN jsonb_build_object('grading', (e.q -> 'grading')
           || jsonb_build_object('options', coalesce(
             (SELECT jsonb_agg(o ORDER BY (o ->> 'id')::int) FROM jsonb_array_elements(e.q -> 'grading' -> 'options') AS o),
             '[]'::jsonb))) ELSE '{}'::jsonb END
      AS content
  ) c;
--> statement-breakpoint
INSERT INTO "quiz_frozen_questions" ("hash", "content")
  SELECT DISTINCT ON (hash) hash, content FROM "frozen_backfill"
  ON CONFLICT ("hash") DO NOTHING;
--> statement-breakpoint
UPDATE "quiz_attempts" a SET "draw" = coalesce(
  (SELECT jsonb_agg(jsonb_build_object('key', b.key, 'hash', b.hash, 'optionOrder', b.option_order) ORDER BY b.n)
   FROM "frozen_backfill" b WHERE b.attempt_id = a.id),
  '[]'::jsonb);
--> statement-breakpoint
DROP TABLE "frozen_backfill";
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "draw" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "quiz_attempts" DROP COLUMN "questions";
