import { UpgradeToTutorScreen } from "../features/accounts/components/upgrade-to-tutor-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/upgrade-to-tutor";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Upgrade to Tutor") }];
}

/** upgradetotutor (pre-teachers): apply to teach; a director of your country decides. */
export default function UpgradeToTutor() {
  return (
    <>
      <PageTitle
        title="Upgrade to Tutor"
        description="Tell us about your teaching. A director reviews your application and you get an email with the decision."
      />
      <UpgradeToTutorScreen />
    </>
  );
}
