import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import { insertOutboxRow, insertOutboxRows, markOutboxFailed, markOutboxSent } from "./outbox-repo.ts";
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

/** Outbox rows per INSERT: 4 parameters a row stays far below PostgreSQL's 65,535 (a 1,000-student class is one). */
const OUTBOX_BATCH = 5_000;
/** SMTP conversations at once for `sendMany`: enough to drain a class quickly without flooding the relay. */
const SMTP_CONCURRENCY = 4;

/** The outbox's copy of an email: its link tokens masked (issue #13, ADR 0051). */
const outboxRow = (m: Mail) => ({ toAddress: m.to, subject: m.subject, textBody: maskTokens(m.text), kind: m.kind });

/**
 * Every email is first written to the outbox table, with its link tokens masked (the world
 * director reads it; a reset or invitation link there opens nothing); with SMTP_URL it is also
 * sent, whole, and the outcome recorded on the row. The live text is kept only in memory until
 * SMTP takes it.
 */
export function createMailer(db: Db, opts: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;

  /** Sends one outbox row and records the outcome on it. */
  async function deliver(tx: Transporter, id: number, mail: Mail): Promise<void> {
    try {
      await tx.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await markOutboxSent(db, id);
    } catch (err) {
      await markOutboxFailed(db, id, err instanceof Error ? err.message : String(err));
    }
  }

  return {
    async send(mail) {
      const id = await insertOutboxRow(db, outboxRow(mail));
      if (!transport || id === undefined) return;
      await deliver(transport, id, mail);
    },

    async sendMany(mails) {
      const queued: { id: number; mail: Mail }[] = [];
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const slice = mails.slice(i, i + OUTBOX_BATCH).map((mail) => ({ mail, row: outboxRow(mail) }));
        // The stored copy is masked: each row finds its live message again by the copy it was
        // stored as (no reliance on RETURNING's order). Messages whose copies are identical differ
        // at most in a token, and go to the same address: which row records which does not matter.
        const waiting = new Map<string, Mail[]>();
        for (const { mail, row } of slice) {
          const key = JSON.stringify(row);
          waiting.set(key, [...(waiting.get(key) ?? []), mail]);
        }
        const rows = await insertOutboxRows(
          db,
          slice.map((s) => s.row),
        );
        for (const { id, ...row } of rows) {
          const mail = waiting.get(JSON.stringify(row))?.shift();
          if (mail) queued.push({ id, mail });
        }
      }
      if (!transport || queued.length === 0) return;
      const smtp = transport;
      // Background workers: the caller's request is answered while they drain the queue. A row
      // left unsent by a crash keeps sent_at and error null in the outbox (ADR 0030).
      const worker = async () => {
        for (let next = queued.shift(); next; next = queued.shift()) {
          // A failure after the database closed (shutdown) has nowhere to be recorded.
          await deliver(smtp, next.id, next.mail).catch(() => {});
        }
      };
      // Counted first: each worker takes its first message synchronously, shrinking the queue.
      const workers = Math.min(SMTP_CONCURRENCY, queued.length);
      for (let w = 0; w < workers; w += 1) void worker();
    },
  };
}
