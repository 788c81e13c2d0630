/**
 * The answer-save floor (issue #15): a bare Fastify + pg server doing only what a save must do,
 * on the same PostgreSQL database and tables as the real server: look the bearer token up by its
 * SHA-256 (as plugins/auth.ts → tokens-repo.ts does), then the same monotonic upsert as
 * quizzes/taking/attempt-repo.ts saveAnswerIfOpen, whose "open" row also checks the attempt is the
 * caller's. No validation, no logging, no hooks, statements prepared once per connection: what
 * the real save costs beyond this is ours.
 * Run as its own process by the bench: `node --import tsx bench/floor-server.ts` with
 * DATABASE_URL and PORT.
 */
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("floor-server: DATABASE_URL is required");
// The real server's pool size (db/client.ts openPostgres).
const pool = new pg.Pool({ connectionString: url, max: 10 });

const FIND_TOKEN = `
  select u.id from api_tokens t join users u on u.id = t.user_id
   where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now() and u.status = 'active'
   limit 1`;

const SAVE = `
  with open as (
    select id from quiz_attempts
     where id = $1 and user_id = $2 and status = 'in_progress' and (deadline_at is null or deadline_at > $6::timestamptz)
     for share
  )
  insert into attempt_answers (attempt_id, question_key, response, client_seq, flagged, saved_at)
  select open.id, $3::int, $4::jsonb, $5::bigint, coalesce($7::boolean, false), $6::timestamptz from open
  on conflict (attempt_id, question_key) do update set
    response = excluded.response, client_seq = excluded.client_seq, saved_at = excluded.saved_at,
    flagged = coalesce($7::boolean, attempt_answers.flagged)
  where attempt_answers.client_seq < excluded.client_seq
  returning client_seq as seq`;

interface SaveBody {
  response: unknown;
  clientSeq: number;
  flagged?: boolean;
}

const app = Fastify({ logger: false });

app.put<{ Params: { attemptId: string; questionKey: string }; Body: SaveBody }>(
  "/api/attempts/:attemptId/answers/:questionKey",
  async (req, reply) => {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1]?.trim();
    if (!token) return reply.status(401).send({ message: "no token" });
    const hash = createHash("sha256").update(token).digest("hex");
    // Named statements: each connection parses and plans them once, as a bare server would.
    const caller = await pool.query<{ id: number }>({ name: "find-token", text: FIND_TOKEN, values: [hash] });
    const userId = caller.rows[0]?.id;
    if (userId === undefined) return reply.status(401).send({ message: "unknown token" });
    const saved = await pool.query<{ seq: string }>({
      name: "save-answer",
      text: SAVE,
      values: [
        Number(req.params.attemptId),
        userId,
        Number(req.params.questionKey),
        JSON.stringify(req.body.response),
        req.body.clientSeq,
        new Date().toISOString(),
        req.body.flagged ?? null,
      ],
    });
    const seq = saved.rows[0]?.seq;
    // Not the caller's, not open, or an older sequence number: the real server tells these apart
    // with one more query, only on this path.
    if (seq === undefined) return reply.status(409).send({ message: "not saved" });
    return { savedSeq: Number(seq), feedback: null };
  },
);
app.get("/ready", () => ({ ok: true }));

const stop = () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? "127.0.0.1" });
