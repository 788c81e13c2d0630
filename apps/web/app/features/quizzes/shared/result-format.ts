import { formatDateTime } from "@tq/contract/dates";

/** How the taking screens write dates and scores. */

export function formatWhen(iso: string | null): string {
  if (!iso) return "";
  return formatDateTime(iso);
}

export function percentText(percent: number | null): string {
  return percent === null ? "—" : `${Math.round(percent * 10) / 10}%`;
}

export function marksText(score: number | null, max: number | null): string {
  if (score === null || max === null) return "—";
  const fmt = (n: number) => String(Math.round(n * 100) / 100);
  return `${fmt(score)} / ${fmt(max)}`;
}

/** mm:ss (h:mm:ss past an hour) for the player's clock. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
