import {
  LOG_CSV_MAX_ROWS,
  LOG_PAGE_SIZE,
  type LogChoices,
  type LogFilters,
  type LogPage,
} from "@tq/contract/activity-log";
import type { AppContext, Session } from "../../context.ts";
import { toCsv } from "../../lib/csv.ts";
import { authorize } from "../../policies/authorize.ts";
import { CSV_COLUMNS, presentEntry } from "./presenter.ts";
import * as repo from "./repo.ts";

/** View Log (issue #6, ADR 0034): the audit log for the world director. */

function filterOf(f: LogFilters): repo.LogFilter {
  const { cursor: _cursor, ...filters } = f;
  return filters;
}

/** GET /api/activity-log: one page, newest first; nextCursor continues with older entries. */
export async function logPage(ctx: AppContext, session: Session, f: LogFilters): Promise<LogPage> {
  authorize(session, "log.read", null);
  // One row more than a page tells whether another page follows, without counting the log.
  const rows = await repo.logEntries(ctx.db, filterOf(f), f.cursor, LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(presentEntry),
    nextCursor: rows.length > LOG_PAGE_SIZE && last ? last.id : null,
  };
}

/** GET /api/activity-log/choices: the actions and target types the log holds. */
export async function logChoices(ctx: AppContext, session: Session): Promise<LogChoices> {
  authorize(session, "log.read", null);
  return repo.logChoices(ctx.db);
}

/** GET /api/activity-log.csv: every entry the filters match (up to LOG_CSV_MAX_ROWS), newest first. */
export async function logCsv(
  ctx: AppContext,
  session: Session,
  f: LogFilters,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  authorize(session, "log.read", null);
  const rows = await repo.logEntries(ctx.db, filterOf(f), undefined, LOG_CSV_MAX_ROWS);
  const entries = rows.map(presentEntry);
  return {
    fileName: `activity-log-${now.toISOString().slice(0, 10)}.csv`,
    body: toCsv([CSV_COLUMNS.map(([h]) => h), ...entries.map((e) => CSV_COLUMNS.map(([, cell]) => cell(e)))]),
  };
}
