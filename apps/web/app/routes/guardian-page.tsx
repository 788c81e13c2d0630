import { GuardianPageScreen } from "../features/guardians/components/guardian-page-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/guardian-page";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "My wards") }];
}

/** guardianpage (guardians only; the route guard shows others the not-allowed page). */
export default function GuardianPage() {
  return <GuardianPageScreen />;
}
