import { hrefTo } from "@tq/contract/paths";

/** subjectsview/{courseId}/{courseName} */
export function subjectsHref(course: { id: number; title: string }): string {
  return hrefTo("subjectsview", { courseId: course.id, courseName: course.title });
}

/** topicsview/{courseId}/{courseName}/{firstSubjectName}/{firstSubjectId}, for one subject. */
export function topicsHref(course: { id: number; title: string }, subject: { id: number; title: string }): string {
  return hrefTo("topicsview", {
    courseId: course.id,
    courseName: course.title,
    firstSubjectName: subject.title,
    firstSubjectId: subject.id,
  });
}
