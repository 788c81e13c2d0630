import { formatMeeting } from "@tq/contract/dates";
import { hrefTo } from "@tq/contract/paths";

/** The spec's URLs of a class's pages (classroom, coursemates) and of a student's correction form. */
export const classroomHref = (courseId: number, tutorId: number) =>
  hrefTo("classroom", { courseId: String(courseId), tutorId: String(tutorId) });
export const coursematesHref = (courseId: number, tutorId: number) =>
  hrefTo("coursemates", { courseId: String(courseId), tutorId: String(tutorId) });
export const editStudentHref = (userId: number, courseName: string) =>
  hrefTo("edituserprofile", { userId: String(userId), courseName });
export const courseTasHref = (courseId: number) => hrefTo("coursetas", { courseId: String(courseId) });

/** "Tue 3 Mar, 14:00" in the reader's own time zone. */
export const whenText = (iso: string): string => formatMeeting(iso);
