import type { AuthoringTutorial } from "@tq/contract/authoring";
import type { DraftBackup } from "./draft-backup.ts";

export type TextOrigin =
  /** The saved text: what readers see. */
  | "saved"
  /** The draft the server autosaved (readers still see the saved text). */
  | "draft"
  /** A copy on this device, newer than anything the server has (written offline, say). */
  | "device";

export interface StartingText {
  html: string;
  origin: TextOrigin;
  /** When the draft or the device copy was written. */
  at: string | null;
  /** What the server holds now (its draft, else the saved text): autosave starts from it. */
  onServer: string;
}

/**
 * Where an editing session starts: the newest work in progress, so nothing typed is lost. A
 * device copy counts only if it was written on the current revision (after someone else saved,
 * it would silently undo their work) and is newer than the server's draft.
 */
export function startingText(tutorial: AuthoringTutorial, backup: DraftBackup | null): StartingText {
  const onServer = tutorial.draftHtml ?? tutorial.bodyHtml;
  if (
    backup &&
    backup.revision === tutorial.revision &&
    backup.html !== onServer &&
    (tutorial.draftSavedAt === null || Date.parse(backup.savedAt) > Date.parse(tutorial.draftSavedAt))
  ) {
    return { html: backup.html, origin: "device", at: backup.savedAt, onServer };
  }
  if (tutorial.draftHtml !== null) {
    return { html: tutorial.draftHtml, origin: "draft", at: tutorial.draftSavedAt, onServer };
  }
  return { html: tutorial.bodyHtml, origin: "saved", at: null, onServer };
}
