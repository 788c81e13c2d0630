import { usePreview } from "../hooks/use-preview.ts";
import { PreviewPanel } from "./preview-panel.tsx";

/** The live preview beside the tutorial editor: the server's rendering of the text as typed. */
export function LivePreview({ html }: { html: string }) {
  const preview = usePreview(html, { delayMs: 600 });
  return <PreviewPanel preview={preview} empty="Write something to see it here as students will." />;
}
