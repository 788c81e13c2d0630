import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import { claimDueOutbox, insertOutboxRow, insertOutboxRows, markOutboxFailed, markOutboxSent } from "./outbox-repo.ts";
import { maskTokens } from "./tokens.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Many emails at once (a report's publication: one per student and guardian): the outbox rows
   * are written together and the answer does not wait for SMTP, which sends in the background.
   */
  sendMany(mails: readonly Mail[]): Promise<void>;
}

/** Outbox rows per INSERT: 7 parameters a row stays far below PostgreSQL's 65,535 (a 1,000-student class is one). */
const OUTBOX_BATCH = 5_000;
/** SMTP conversations at once for `sendMany` and for each worker round. */
const SMTP_CONCURRENCY = 4;
/** Attempts before an email is given up (with a 30 s base: about an hour of retries). */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claim on one email holds: longer than one SMTP conversation can last (the timeouts below). */
const CLAIM_MS = 120_000;
/** A publication's emails are the sending process's for this long before another's worker may take them. */
const BATCH_CLAIM_MS = 15 * 60_000;
/** Emails one worker round claims. */
const WORKER_BATCH = 20;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** The first retry's delay; each further one doubles it (ADR 0083). */
  retryBaseMs: number;
}

/** The outbox's copy of an email: its link tokens masked (issue #13, ADR 0051); the live text kept to deliver it. */
const outboxRow = (m: Mail, live: boolean, claimMs: number) => {
  const now = Date.now();
  return {
    toAddress: m.to,
    subject: m.subject,
    textBody: maskTokens(m.text),
    kind: m.kind,
    ...(live ? { liveText: m.text, nextAttemptAt: new Date(now), claimedUntil: new Date(now + claimMs) } : {}),
  };
};

export type DurableMailer = Mailer & {
  /** One worker round: claims the emails due (any process's) and sends them; answers how many were tried. */
  deliverDue(now?: Date): Promise<number>;
};

/**
 * Every email is first written to the outbox table, with its link tokens masked (the world
 * director reads it; a reset or invitation link there opens nothing). With SMTP_URL it is also
 * sent at once, whole, and the outcome recorded on the row; the row is also a durable job
 * (ADR 0083): it keeps the live text until sent, and an email whose sending failed, or whose
 * sender died, is sent by the worker of whichever process claims it first, with backoff.
 */
export function createMailer(db: Db, opts: MailerOptions): DurableMailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  /** Sends one claimed outbox row and records the outcome on it. */
  async function deliver(tx: Transporter, id: number, mail: Mail, attemptsBefore: number): Promise<void> {
    try {
      await tx.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (err) {
      const attempts = attemptsBefore + 1;
      const retryAt =
        attempts < MAIL_MAX_ATTEMPTS ? new Date(Date.now() + opts.retryBaseMs * 2 ** (attempts - 1)) : undefined;
      await markOutboxFailed(db, id, err instanceof Error ? err.message : String(err), retryAt);
      return;
    }
    await markOutboxSent(db, id);
  }

  /** Sends a queue with SMTP_CONCURRENCY conversations at once; settles when all are done. */
  async function drain(smtp: Transporter, queued: { id: number; mail: Mail; attempts: number }[]): Promise<void> {
    const worker = async () => {
      for (let next = queued.shift(); next; next = queued.shift()) {
        // A failure after the database closed (shutdown) has nowhere to be recorded: the claim
        // lapses and another round sends the email.
        await deliver(smtp, next.id, next.mail, next.attempts).catch(() => {});
      }
    };
    // Counted first: each worker takes its first message synchronously, shrinking the queue.
    const workers = Math.min(SMTP_CONCURRENCY, queued.length);
    await Promise.all(Array.from({ length: workers }, () => worker()));
  }

  return {
    async send(mail) {
      const id = await insertOutboxRow(db, outboxRow(mail, Boolean(transport), CLAIM_MS));
      if (!transport || id === undefined) return;
      await deliver(transport, id, mail, 0);
    },

    async sendMany(mails) {
      const queued: { id: number; mail: Mail; attempts: number }[] = [];
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const slice = mails
          .slice(i, i + OUTBOX_BATCH)
          .map((mail) => ({ mail, row: outboxRow(mail, Boolean(transport), BATCH_CLAIM_MS) }));
        const rows = await insertOutboxRows(
          db,
          slice.map((s) => s.row),
        );
        // Each row finds its message again by the live text it stored (or, without SMTP, its copy).
        const waiting = new Map<string, Mail[]>();
        for (const { mail, row } of slice) {
          const key = JSON.stringify([row.toAddress, row.subject, row.textBody, row.kind]);
          waiting.set(key, [...(waiting.get(key) ?? []), mail]);
        }
        for (const { id, ...row } of rows) {
          const mail = waiting.get(JSON.stringify([row.toAddress, row.subject, row.textBody, row.kind]))?.shift();
          if (mail) queued.push({ id, mail, attempts: 0 });
        }
      }
      if (!transport || queued.length === 0) return;
      // In the background: the caller's request is answered while this drains the queue. Rows a
      // crash leaves unsent are the worker's once their claim lapses (ADR 0083).
      void drain(transport, queued);
    },

    async deliverDue(now = new Date()) {
      if (!transport) return 0;
      const claimed = await claimDueOutbox(db, now, new Date(now.getTime() + CLAIM_MS), WORKER_BATCH);
      const queued = claimed.flatMap((r) =>
        r.liveText === null
          ? []
          : [
              {
                id: r.id,
                attempts: r.attempts,
                mail: { to: r.to, subject: r.subject, text: r.liveText, kind: r.kind },
              },
            ],
      );
      const tried = queued.length;
      await drain(transport, queued);
      return tried;
    },
  };
}

/**
 * Polls for emails due (a failed first attempt's retry, or one a dead process left) every
 * `everyMs` in this process; every process may run one, a row going to one claimer. Started
 * after listen (main.ts), off the path to ready; answers the stop.
 */
export function startMailWorker(
  mailer: DurableMailer,
  everyMs: number,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A slow round is never overlapped by the next one.
    if (round) return;
    round = mailer
      .deliverDue()
      .catch(onError)
      .finally(() => {
        round = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
