import { createStore, del, get, set, type UseStore } from "idb-keyval";

/** A copy of the text being edited, kept on this device until the server has it. */
export interface DraftBackup {
  html: string;
  /** The tutorial revision the text was written on. */
  revision: number;
  savedAt: string;
}

// Its own database (idb-keyval keeps one store per database): not the session's storage.
let store: UseStore | undefined;
const db = () => (store ??= createStore("tutorials-and-quizzes-drafts", "tutorials"));
const available = () => typeof indexedDB !== "undefined";
const key = (tutorialId: number) => `tutorial:${tutorialId}`;

export async function readBackup(tutorialId: number): Promise<DraftBackup | null> {
  if (!available()) return null;
  try {
    const value = await get<DraftBackup>(key(tutorialId), db());
    return value && typeof value.html === "string" && typeof value.revision === "number" ? value : null;
  } catch {
    return null;
  }
}

export async function writeBackup(tutorialId: number, backup: DraftBackup): Promise<void> {
  if (!available()) return;
  // A full or blocked IndexedDB must not stop the editor: the server draft is the main copy.
  await set(key(tutorialId), backup, db()).catch(() => undefined);
}

export async function clearBackup(tutorialId: number): Promise<void> {
  if (!available()) return;
  await del(key(tutorialId), db()).catch(() => undefined);
}
