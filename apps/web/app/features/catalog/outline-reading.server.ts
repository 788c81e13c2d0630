import { CourseOutline } from "@tq/contract/catalog";
import type { SsrApi } from "@tq/contract/ssr";
import { data } from "react-router";
import { ApiError } from "../../lib/api-error.ts";
import { CATALOG_PATHS } from "./api.ts";
import {
  NOT_FOUND,
  ofError,
  positiveId,
  statusOfReading,
  type OutlineData,
  type OutlineReading,
} from "./outline-reading.ts";

/*
 * The outline's server half: the server render checks the in-process answer against the
 * contract's schema (the browser's half takes its answers as sent, ADR 0099).
 */

/** The visitor's view, through the server's in-process API. */
export async function readOutlineOnServer(api: SsrApi, courseId: number | null): Promise<OutlineReading> {
  if (courseId === null) return NOT_FOUND;
  try {
    const answer = await api("GET", CATALOG_PATHS.outline(courseId));
    if (answer.status < 200 || answer.status >= 300) {
      return ofError(answer.status, ApiError.fromAnswer(answer.status, answer.body).message);
    }
    const parsed = CourseOutline.safeParse(answer.body);
    return parsed.success
      ? { state: "ok", outline: parsed.data }
      : { state: "error", message: "The server sent an unexpected answer." };
  } catch {
    return { state: "error", message: "The server could not be reached." };
  }
}

/** The outline screens' server loader: the visitor's view, with the reading's HTTP status. */
export async function outlineForVisitor(api: SsrApi, courseIdParam: string | undefined) {
  const reading = await readOutlineOnServer(api, positiveId(courseIdParam));
  const result: OutlineData = { reading, signedIn: false };
  return data(result, { status: statusOfReading(reading) });
}
