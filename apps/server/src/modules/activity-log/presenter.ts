import type { LogEntry, LogPerson } from "@tq/contract/activity-log";
import type { LogRow } from "./repo.ts";

function person(id: number | null, name: string | null, email: string | null): LogPerson | null {
  if (id === null) return null;
  // A deleted account keeps its id in the log only if the row survived; show what is known.
  return { id, name: name ?? "", email: email ?? "" };
}

/** One log row as View Log shows it; the real actor only when someone acted as another. */
export function presentEntry(r: LogRow): LogEntry {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actor: person(r.actorId, r.actorName, r.actorEmail),
    realActor:
      r.realActorId !== null && r.realActorId !== r.actorId
        ? person(r.realActorId, r.realActorName, r.realActorEmail)
        : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    ip: r.ip,
    details: (r.details ?? {}) as Record<string, unknown>,
  };
}

const who = (p: LogPerson | null) => (p ? `${p.name} <${p.email}>`.trim() : "");

/** The CSV's columns: heading and cell. */
export const CSV_COLUMNS: readonly (readonly [string, (e: LogEntry) => string | number | null])[] = [
  ["When (UTC)", (e) => e.at],
  ["Actor", (e) => who(e.actor)],
  ["Actor id", (e) => e.actor?.id ?? null],
  ["Acting as (real actor)", (e) => who(e.realActor)],
  ["Real actor id", (e) => e.realActor?.id ?? null],
  ["Action", (e) => e.action],
  ["Target type", (e) => e.targetType],
  ["Target id", (e) => e.targetId],
  ["IP", (e) => e.ip],
  ["Details", (e) => (Object.keys(e.details).length ? JSON.stringify(e.details) : "")],
];
