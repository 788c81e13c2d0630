import { EditStudentScreen } from "../features/classrooms/components/edit-student-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/edit-user-profile";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Edit a student's details") }];
}

/** edituserprofile/{userId}/{courseName}: a teacher corrects a student of their course. */
export default function EditUserProfile({ params }: Route.ComponentProps) {
  return <EditStudentScreen userId={idParam(params.userId)} courseName={params.courseName} />;
}
