import { TutorialPreviewScreen } from "../features/catalog/components/tutorial-preview-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/read-tutorial";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Tutorial preview") }];
}

/**
 * readtutorial [G] (staff): a tutorial exactly as students will see it, drafts included, with
 * its status. The spec gives this route no parameters; the tutorial comes as `?tutorial=<id>`.
 */
export default function ReadTutorial() {
  return <TutorialPreviewScreen />;
}
