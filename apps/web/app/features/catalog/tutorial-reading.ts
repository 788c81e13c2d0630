import type { CourseOutline, TutorialView } from "@tq/contract/catalog";
import { ApiError, errorMessage } from "../../lib/api-error.ts";
import { session } from "../../lib/session.ts";
import { fetchOutline, fetchTutorial } from "./api.ts";
import { positiveId } from "./outline-reading.ts";

/** What the reader may see of one tutorial: it, or why not. */
export type TutorialReading =
  | { state: "ok"; view: TutorialView }
  | { state: "forbidden"; message: string }
  | { state: "notfound"; message: string }
  | { state: "error"; message: string };

/** What the tutorialview screen loads. */
export interface TutorialData {
  reading: TutorialReading;
  /** The course's syllabus for the chapter menu; null when it could not be had. */
  outline: CourseOutline | null;
  /** True when loaded with the reader's token (browser), false for the visitor's (server) view. */
  signedIn: boolean;
  /**
   * The tutorial's HTML is in the page, not in this data (a document's server render; the body
   * would otherwise be sent twice): the reader hydrates from the page.
   */
  htmlInPage?: boolean;
}

/** The key of the tutorial's body among the HTML a server render keeps out of its data. */
export const TUTORIAL_BODY = "tutorial-body";

export const NO_SUCH_TUTORIAL: TutorialReading = { state: "notfound", message: "That tutorial does not exist." };

export function tutorialReadingOfError(status: number, message: string): TutorialReading {
  if (status === 403) return { state: "forbidden", message };
  if (status === 404 || status === 400) return { state: "notfound", message };
  return { state: "error", message };
}

/** The HTTP status a server render answers with for this reading. */
export function statusOfTutorialReading(reading: TutorialReading): number {
  return { ok: 200, forbidden: 403, notfound: 404, error: 502 }[reading.state];
}

/** The page's title: the tutorial's topic once it could be read. */
export function tutorialPageTitle(reading: TutorialReading | undefined): string {
  return reading?.state === "ok" ? reading.view.tutorial.topic : "Tutorial";
}

/**
 * The tutorialview client loader: a signed-in reader reads with the token (subscribers and staff
 * get non-preview tutorials and their completed marks); a visitor keeps the server's view
 * (`serverLoader`).
 */
export async function tutorialForReader<T>(
  params: { tutorialId?: string; courseId?: string },
  signal: AbortSignal,
  serverLoader: () => Promise<T>,
): Promise<TutorialData | T> {
  const state = await session().load();
  if (!state.token) return serverLoader();
  // (A visitor's navigation asks the server for data, not a document: the HTML is in the data.)
  const tutorialId = positiveId(params.tutorialId);
  const courseId = positiveId(params.courseId);
  const [reading, outline] = await Promise.all([
    tutorialId === null
      ? Promise.resolve(NO_SUCH_TUTORIAL)
      : fetchTutorial(tutorialId, signal).then(
          (view): TutorialReading => ({ state: "ok", view }),
          (error: unknown) =>
            tutorialReadingOfError(error instanceof ApiError ? error.status : 500, errorMessage(error)),
        ),
    courseId === null ? Promise.resolve(null) : fetchOutline(courseId, signal).catch(() => null),
  ]);
  const result: TutorialData = { reading, outline, signedIn: true };
  return result;
}
