// Formulas and diagrams are atom nodes put in by their dialogs. TipTap leaves an inserted block
// atom selected (a NodeSelection), so the author's next keystroke replaced the diagram they had
// just drawn (issue #12). These helpers put the node in and the caret right after it instead.
import type { Editor, JSONContent } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection, Selection, TextSelection, type Transaction } from "@tiptap/pm/state";

/**
 * Inserts a formula or diagram where the author is: over selected text, after a selected
 * formula or diagram (never over it), before an empty line (which stays, to write on), or at
 * the cursor. The caret ends right after the new node, the editor focused.
 */
export function insertNode(editor: Editor, content: JSONContent): boolean {
  const node = editor.schema.nodeFromJSON(content);
  const { selection } = editor.state;
  const { $from } = selection;
  let at: number | { from: number; to: number } = { from: selection.from, to: selection.to };
  if (selection instanceof NodeSelection) at = selection.to;
  else if (node.isBlock && selection.empty && $from.parent.isTextblock && $from.parent.content.size === 0) {
    // TipTap would replace the empty line; keep it after the block as the place to go on writing.
    at = $from.before();
  }
  return editor
    .chain()
    .insertContentAt(at, node)
    .command(({ tr }) => caretAfterInserted(tr, node))
    .focus()
    .run();
}

/** Replaces the formula or diagram at `pos` (changed in its dialog); the caret ends right after it. */
export function replaceNode(editor: Editor, pos: number, content: JSONContent): boolean {
  const old = editor.state.doc.nodeAt(pos);
  if (!old) return false;
  const node = editor.schema.nodeFromJSON(content);
  if (node.type === old.type) {
    // Same kind: only its attributes change, so its view (a drawn diagram) stays in place.
    return editor
      .chain()
      .command(({ tr }) => {
        tr.setNodeMarkup(pos, undefined, node.attrs);
        return caretAfter(tr, pos);
      })
      .focus()
      .run();
  }
  // An inline formula made a display one (or back): a different node in the same place.
  return editor
    .chain()
    .insertContentAt({ from: pos, to: pos + old.nodeSize }, node)
    .command(({ tr }) => caretAfterInserted(tr, node))
    .focus()
    .run();
}

/** The caret after `node`, found by identity: ProseMirror keeps the inserted instance, wherever it landed. */
function caretAfterInserted(tr: Transaction, node: ProseMirrorNode): boolean {
  let found: number | null = null;
  tr.doc.descendants((child, pos) => {
    if (found !== null) return false;
    if (child === node) found = pos;
    return found === null;
  });
  return found === null ? true : caretAfter(tr, found);
}

/**
 * Puts the caret right after the node at `pos`: in the line after an inline node; at the start
 * of the paragraph that follows a block node, adding an empty one when none follows (the end of
 * the document, or a heading, list, table or another block next).
 */
export function caretAfter(tr: Transaction, pos: number): boolean {
  const node = tr.doc.nodeAt(pos);
  if (!node) return true;
  const after = pos + node.nodeSize;
  if (node.isInline) {
    tr.setSelection(TextSelection.create(tr.doc, after));
    return true;
  }
  const paragraph = tr.doc.type.schema.nodes.paragraph;
  const $after = tr.doc.resolve(after);
  if (!paragraph) {
    tr.setSelection(Selection.near($after, 1));
    return true;
  }
  if ($after.nodeAfter?.type !== paragraph) {
    if (!$after.parent.canReplaceWith($after.index(), $after.index(), paragraph)) {
      tr.setSelection(Selection.near($after, 1));
      return true;
    }
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}
