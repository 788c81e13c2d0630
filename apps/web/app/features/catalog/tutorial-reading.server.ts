import { CourseOutline, TutorialView } from "@tq/contract/catalog";
import { data } from "react-router";
import { ApiError } from "../../lib/api-error.ts";
import { loadFrom, type ServerSide } from "../../lib/server-api.server.ts";
import { CATALOG_PATHS } from "./api.ts";
import { positiveId } from "./outline-reading.ts";
import {
  NO_SUCH_TUTORIAL,
  TUTORIAL_BODY,
  statusOfTutorialReading,
  tutorialReadingOfError,
  type TutorialData,
  type TutorialReading,
} from "./tutorial-reading.ts";

async function readOnServer(side: ServerSide, tutorialId: number): Promise<TutorialReading> {
  try {
    const answer = await side.api("GET", CATALOG_PATHS.tutorial(tutorialId));
    if (answer.status < 200 || answer.status >= 300) {
      return tutorialReadingOfError(answer.status, ApiError.fromAnswer(answer.status, answer.body).message);
    }
    const parsed = TutorialView.safeParse(answer.body);
    return parsed.success
      ? { state: "ok", view: parsed.data }
      : { state: "error", message: "The server sent an unexpected answer." };
  } catch {
    return { state: "error", message: "The server could not be reached." };
  }
}

/**
 * The tutorialview server loader, with the visitor's view: a free-preview tutorial's HTML
 * (equations already rendered by KaTeX on the API side) is in the page before any JavaScript
 * runs. Answers with the reading's HTTP status.
 */
export async function tutorialForVisitor(
  side: ServerSide,
  params: { tutorialId?: string; courseId?: string },
  /** For a document's render: the body goes here, into the page only, not into the data. */
  pageHtml?: Map<string, string> | null,
) {
  const tutorialId = positiveId(params.tutorialId);
  const courseId = positiveId(params.courseId);
  const [reading, outline] = await Promise.all([
    tutorialId === null ? Promise.resolve(NO_SUCH_TUTORIAL) : readOnServer(side, tutorialId),
    courseId === null
      ? Promise.resolve(null)
      : loadFrom(side, "GET", CATALOG_PATHS.outline(courseId), CourseOutline).catch(() => null),
  ]);
  const status = statusOfTutorialReading(reading);
  if (pageHtml && reading.state === "ok") {
    const { view } = reading;
    pageHtml.set(TUTORIAL_BODY, view.tutorial.html);
    const kept: TutorialReading = { state: "ok", view: { ...view, tutorial: { ...view.tutorial, html: "" } } };
    const result: TutorialData = { reading: kept, outline, signedIn: false, htmlInPage: true };
    return data(result, { status });
  }
  const result: TutorialData = { reading, outline, signedIn: false };
  return data(result, { status });
}
