import { TeachingAssistantsScreen } from "../features/classrooms/components/teaching-assistants-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/teaching-assistant";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Teaching assistants") }];
}

/** teachingassistant: the teacher's courses with their teaching assistants. */
export default function TeachingAssistant() {
  return <TeachingAssistantsScreen />;
}
