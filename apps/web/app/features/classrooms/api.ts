import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  Announcement,
  ClassroomView,
  ClassSession,
  Coursemates,
  CourseAssistants,
  InstructorStudent,
  InviteAssistantAnswer,
  MyCoursesAssistants,
  TutorPage,
  UpdateUserByInstructorAnswer,
  type NewAnnouncement,
  type NewClassSession,
  type UpdateUserByInstructorBody,
} from "@tq/contract/classrooms";
import { api } from "../../lib/api.ts";

/** Classrooms, course assistants, tutors' pages and instructor edits (issue #5, ADR 0027). */
export const CLASSROOM_PATHS = {
  classroom: (courseId: number, tutorId: number) => `/api/classrooms/${courseId}/${tutorId}`,
  coursemates: (courseId: number, tutorId: number) => `/api/classrooms/${courseId}/${tutorId}/coursemates`,
  announcements: (courseId: number, tutorId: number) => `/api/classrooms/${courseId}/${tutorId}/announcements`,
  sessions: (courseId: number, tutorId: number) => `/api/classrooms/${courseId}/${tutorId}/sessions`,
  announcement: (id: number) => `/api/classrooms/announcements/${id}`,
  session: (id: number) => `/api/classrooms/sessions/${id}`,
  assistants: (courseId: number) => `/api/courses/${courseId}/assistants`,
  assistant: (courseId: number, userId: number) => `/api/courses/${courseId}/assistants/${userId}`,
  invitation: (courseId: number, id: number) => `/api/courses/${courseId}/assistant-invitations/${id}`,
  myAssistants: "/api/teaching-assistants",
  tutorPage: (id: number) => `/api/users/${id}/page`,
  myBio: "/api/users/me/bio",
  instructorStudent: (userId: number) => `/api/instructor/students/${userId}`,
  updateByInstructor: "/api/users/updateuserbyinstructor",
} as const;

const NoContent = z.null();

export const classroomKey = (courseId: number, tutorId: number) => ["classrooms", courseId, tutorId] as const;

export function classroomQuery(courseId: number, tutorId: number) {
  return queryOptions({
    queryKey: classroomKey(courseId, tutorId),
    queryFn: ({ signal }) => api.get(CLASSROOM_PATHS.classroom(courseId, tutorId), ClassroomView, { signal }),
  });
}

export function coursematesQuery(courseId: number, tutorId: number) {
  return queryOptions({
    queryKey: [...classroomKey(courseId, tutorId), "mates"],
    queryFn: ({ signal }) => api.get(CLASSROOM_PATHS.coursemates(courseId, tutorId), Coursemates, { signal }),
  });
}

export const postAnnouncement = (courseId: number, tutorId: number, body: NewAnnouncement) =>
  api.post(CLASSROOM_PATHS.announcements(courseId, tutorId), Announcement, body);
export const scheduleSession = (courseId: number, tutorId: number, body: NewClassSession) =>
  api.post(CLASSROOM_PATHS.sessions(courseId, tutorId), ClassSession, body);
export const deleteAnnouncement = (id: number) => api.request("DELETE", CLASSROOM_PATHS.announcement(id), NoContent);
export const deleteSession = (id: number) => api.request("DELETE", CLASSROOM_PATHS.session(id), NoContent);

export const assistantsKey = (courseId: number) => ["course-assistants", courseId] as const;

export function assistantsQuery(courseId: number) {
  return queryOptions({
    queryKey: assistantsKey(courseId),
    queryFn: ({ signal }) => api.get(CLASSROOM_PATHS.assistants(courseId), CourseAssistants, { signal }),
  });
}

export function myAssistantsQuery() {
  return queryOptions({
    queryKey: ["course-assistants", "mine"],
    queryFn: ({ signal }) => api.get(CLASSROOM_PATHS.myAssistants, MyCoursesAssistants, { signal }),
  });
}

export const inviteAssistant = (courseId: number, email: string) =>
  api.post(CLASSROOM_PATHS.assistants(courseId), InviteAssistantAnswer, { email });
export const removeAssistant = (courseId: number, userId: number) =>
  api.request("DELETE", CLASSROOM_PATHS.assistant(courseId, userId), NoContent);
export const cancelInvitation = (courseId: number, id: number) =>
  api.request("DELETE", CLASSROOM_PATHS.invitation(courseId, id), NoContent);

export function tutorPageQuery(id: number) {
  return queryOptions({
    queryKey: ["tutor-page", id],
    queryFn: ({ signal }) => api.get(CLASSROOM_PATHS.tutorPage(id), TutorPage, { signal }),
  });
}

export function instructorStudentQuery(userId: number) {
  return queryOptions({
    queryKey: ["instructor-student", userId],
    queryFn: ({ signal }) => api.get(CLASSROOM_PATHS.instructorStudent(userId), InstructorStudent, { signal }),
  });
}

export const updateUserByInstructor = (body: UpdateUserByInstructorBody) =>
  api.post(CLASSROOM_PATHS.updateByInstructor, UpdateUserByInstructorAnswer, body);

/** A tutor's own biography (userpage); "" removes it. */
export const saveMyBio = (bio: string) => api.request("PUT", CLASSROOM_PATHS.myBio, NoContent, { bio });
