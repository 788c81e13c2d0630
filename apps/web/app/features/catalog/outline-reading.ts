import type { CourseOutline } from "@tq/contract/catalog";
import { ApiError, errorMessage } from "../../lib/api-error.ts";
import { session } from "../../lib/session.ts";
import { fetchOutline } from "./api.ts";

/** A course's syllabus as one reader may see it, or why not (the reading screens' loaders). */
export type OutlineReading =
  | { state: "ok"; outline: CourseOutline }
  | { state: "notfound"; message: string }
  | { state: "error"; message: string };

export function positiveId(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const NOT_FOUND: OutlineReading = {
  state: "notfound",
  message: "That course does not exist or is not published.",
};

export function ofError(status: number, message: string): OutlineReading {
  return status === 404 || status === 400 ? { state: "notfound", message } : { state: "error", message };
}

/** The HTTP status a server render answers with for this reading. */
export function statusOfReading(reading: OutlineReading): number {
  return { ok: 200, notfound: 404, error: 502 }[reading.state];
}

/** The signed-in reader's view (drafts for staff, completed marks), with the token. */
export async function readOutlineInBrowser(courseId: number | null, signal: AbortSignal): Promise<OutlineReading> {
  if (courseId === null) return NOT_FOUND;
  try {
    return { state: "ok", outline: await fetchOutline(courseId, signal) };
  } catch (error) {
    return ofError(error instanceof ApiError ? error.status : 500, errorMessage(error));
  }
}

/** What the outline screens (subjectsview, topicsview) load. */
export interface OutlineData {
  reading: OutlineReading;
  /** Loaded with the reader's token (completion, drafts for staff), or the visitor's view. */
  signedIn: boolean;
}

/**
 * The outline screens' client loader: a signed-in reader loads with the token; a visitor keeps
 * the server's view (`serverLoader`).
 */
export async function outlineForReader<T>(
  courseIdParam: string | undefined,
  signal: AbortSignal,
  serverLoader: () => Promise<T>,
): Promise<OutlineData | T> {
  const state = await session().load();
  if (!state.token) return serverLoader();
  return { reading: await readOutlineInBrowser(positiveId(courseIdParam), signal), signedIn: true };
}
