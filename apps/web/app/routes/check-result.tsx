import { CheckResultScreen } from "../features/quizzes/components/checkresult-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/check-result";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Check Assessment") }];
}

/** checkresult (public): what a result's verification code certifies. */
export default function CheckResultRoute() {
  return <CheckResultScreen />;
}
