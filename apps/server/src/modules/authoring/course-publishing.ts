import type { Db } from "../../db/client.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import { lockCourse, publishedTutorialCount, updateCourse } from "./courses-repo.ts";

/**
 * THE publishing rule of a course (ADR 0042): a published course has at least one published
 * tutorial, so nobody is sold a course with nothing to read. Every path that publishes a course
 * (Manage Courses, the demo seed) and every path that takes a published tutorial away (unpublish,
 * delete) goes through here, inside a transaction that holds the course's row lock, so a
 * publication and the removal of the last tutorial cannot both pass their checks.
 */

/** A refusal the course screen shows next to its publish control (the `status` field). */
const refusal = (message: string) => Conflict(message, { status: message });

/** Refuses (409) to publish a course without a published tutorial. Call inside a transaction. */
export async function requirePublishable(tx: Db, courseId: number): Promise<void> {
  const course = await lockCourse(tx, courseId);
  if (!course) throw NotFound("That course");
  if ((await publishedTutorialCount(tx, courseId)) > 0) return;
  throw refusal(
    `"${course.title}" has no published tutorial yet: publish at least one tutorial before publishing the course.`,
  );
}

/** Publishes a course through the rule (the demo seed's way in; a refusal throws). */
export async function publishCourse(db: Db, courseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requirePublishable(tx, courseId);
    await updateCourse(tx, courseId, { status: "published" });
  });
}

/**
 * Refuses (409) to unpublish or delete the last published tutorial of a published course: the
 * course would stay on sale with nothing to read. Call inside the transaction that makes the change.
 */
export async function requireAnotherPublishedTutorial(
  tx: Db,
  courseId: number,
  tutorial: { id: number; topic: string },
  verb: "unpublish" | "delete",
): Promise<void> {
  const course = await lockCourse(tx, courseId);
  if (!course || course.status !== "published") return;
  if ((await publishedTutorialCount(tx, courseId, tutorial.id)) > 0) return;
  throw refusal(
    `"${tutorial.topic}" is the only published tutorial of "${course.title}", which is on sale: ` +
      `publish another tutorial or unpublish the course before you ${verb} it.`,
  );
}
