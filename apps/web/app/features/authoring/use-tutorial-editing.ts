import { useQueryClient } from "@tanstack/react-query";
import type { AuthoringTutorial, TutorialUpdateBody } from "@tq/contract/authoring";
import { useCallback, useEffect, useRef, useState } from "react";
import { Autosaver, type AutosaveState } from "./autosaver.ts";
import { clearBackup, writeBackup } from "./draft-backup.ts";
import type { StartingText } from "./starting-text.ts";
import { discardDraft, saveDraft, tutorialKeys, updateTutorial } from "./tutorial-api.ts";

/** The tutorial's details as the details form edits them. */
export type TutorialDetails = Required<
  Pick<TutorialUpdateBody, "topic" | "levelId" | "difficulty" | "freePreview" | "status" | "chapterId">
>;

export function detailsOf(t: AuthoringTutorial): TutorialDetails {
  return {
    topic: t.topic,
    levelId: t.levelId,
    difficulty: t.difficulty,
    freePreview: t.freePreview,
    status: t.status,
    chapterId: t.chapterId,
  };
}

/**
 * One editing session of a tutorial: the text as typed, its autosave (server draft + a copy on
 * this device), the explicit Save (text and details, with the revision check) and Discard.
 */
export function useTutorialEditing(tutorial: AuthoringTutorial, start: StartingText) {
  const queryClient = useQueryClient();
  const [html, setHtml] = useState(start.html);
  const [revision, setRevision] = useState(tutorial.revision);
  const [autosave, setAutosave] = useState<AutosaveState>({
    status: start.origin === "device" ? "pending" : "saved",
    savedAt: start.origin === "draft" && start.at ? new Date(start.at) : null,
    message: null,
  });
  // Text that readers do not see yet (a draft, or edits since the last Save).
  const [unsavedText, setUnsavedText] = useState(start.origin !== "saved");
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const backupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saver = useRef<Autosaver | null>(null);
  // The text this session started from. Every render of the view hands in an equal but new
  // object; a saver made again from it forgot what was typed (a blocked link then found nothing
  // to send and left without the text reaching the server).
  const [initial] = useState(start);

  useEffect(() => {
    // Created here, not during render, so that React's development double-run of effects
    // disposes one saver and makes another instead of leaving a dead one behind.
    const current = new Autosaver(initial.onServer, {
      save: async (text) => {
        await saveDraft(tutorial.id, { html: text, baseRevision: revisionRef.current });
      },
      onState: setAutosave,
    });
    saver.current = current;
    // A copy from this device is newer than the server's: send it.
    if (initial.origin === "device") current.update(initial.html);
    return () => {
      current.dispose();
      if (backupTimer.current) clearTimeout(backupTimer.current);
    };
  }, [tutorial.id, initial]);

  const change = (next: string) => {
    setHtml(next);
    setUnsavedText(true);
    saver.current?.update(next);
    if (backupTimer.current) clearTimeout(backupTimer.current);
    backupTimer.current = setTimeout(() => {
      void writeBackup(tutorial.id, { html: next, revision: revisionRef.current, savedAt: new Date().toISOString() });
    }, 300);
  };

  const afterWrite = async (answer: AuthoringTutorial | null) => {
    if (answer) queryClient.setQueryData(tutorialKeys.one(tutorial.id), answer);
    await queryClient.invalidateQueries({ queryKey: tutorialKeys.subject(tutorial.subjectId) });
  };

  // One function for the editor's life: the leave guard tries it once per blocked move.
  /** Sends the waiting text now; rejects when it did not reach the server (offline, conflict, refused). */
  const flush = useCallback(async () => {
    await saver.current?.flush();
    if (saver.current?.hasUnsentChanges) throw new Error("The text has not reached the server.");
  }, []);

  /** Saves the text and the details: readers see them from now on. Throws ApiError. */
  const save = async (details: TutorialDetails, baseRevision = revision): Promise<AuthoringTutorial> => {
    const text = html;
    const answer = await updateTutorial(tutorial.id, { ...details, bodyHtml: text, baseRevision });
    setRevision(answer.revision);
    revisionRef.current = answer.revision;
    saver.current?.markPersisted(text);
    setUnsavedText(false);
    if (backupTimer.current) clearTimeout(backupTimer.current);
    await clearBackup(tutorial.id);
    await afterWrite(answer);
    return answer;
  };

  /** Drops the draft and the device copy; the caller reopens the saved text. */
  const discard = async (): Promise<void> => {
    saver.current?.dispose();
    if (backupTimer.current) clearTimeout(backupTimer.current);
    await discardDraft(tutorial.id);
    await clearBackup(tutorial.id);
    await afterWrite(null);
  };

  return {
    html,
    change,
    revision,
    autosave,
    unsavedText,
    /** Typed text the server does not have yet (not even as a draft). */
    hasUnsentChanges: () => saver.current?.hasUnsentChanges ?? false,
    flush,
    save,
    discard,
  };
}
