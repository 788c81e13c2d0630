import { TutorialManagerScreen } from "../features/authoring/components/tutorial-manager-screen.tsx";
import { LivePreview } from "../features/content/components/live-preview.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/tutorial-manager";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Tutorials of ${params.subjectname}`) }];
}

/**
 * tutorial/{subjectid}/{subjectname}/{courseid}/{coursename} [G]: authoring's tutorial manager
 * and editor, with the content feature's live preview beside the editor.
 */
export default function TutorialManagerRoute({ params }: Route.ComponentProps) {
  return <TutorialManagerScreen params={params} renderPreview={(html) => <LivePreview html={html} />} />;
}
