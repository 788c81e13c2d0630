/**
 * Escape closes only the dialog on top. Every open Mantine modal listens for Escape on the window
 * (capture phase) and closes itself, so Escape in a formula dialog over the manual's section
 * editor closed the editor too, with what had been typed in it, and Escape in a confirmation over
 * a section's history closed the history. Mantine's Modal.Stack solves this only for modals
 * rendered side by side with stack ids; ours open from anywhere (the rich editor's dialogs inside
 * an editing dialog, the modals manager's confirmations), ADR 0101.
 *
 * Installed before React starts, this listener runs before any modal's: with two or more modals
 * open it stops the event and presses the top one's close button, which is what that modal's own
 * Escape does (a confirmation's close is its cancel). With one open, Mantine handles it as usual.
 */
export function installTopmostEscape(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.isComposing) return;
    // A menu or a list open in the dialog closes first (Mantine marks its field so that no modal closes).
    const from = event.target instanceof HTMLElement ? event.target : null;
    if (from?.getAttribute("data-mantine-stop-propagation") === "true") return;
    // A closed modal keeps its root in the document; an open one (or one closing) holds its content.
    const open = [...target.document.querySelectorAll<HTMLElement>(".mantine-Modal-root")].filter(
      (root) => root.querySelector(".mantine-Modal-content") !== null,
    );
    if (open.length < 2) return;
    // Portals are appended as modals open: the last one in the document is on top.
    const close = open.at(-1)?.querySelector<HTMLElement>(".mantine-Modal-close");
    if (!close) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    close.click();
  };
  target.addEventListener("keydown", onKeyDown, { capture: true });
  return () => target.removeEventListener("keydown", onKeyDown, { capture: true });
}
