import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { afterEach } from "vitest";
import { MathDisplay, MathInline } from "./extensions/math-nodes.ts";
import { TikzBlock } from "./extensions/tikz-block.ts";

/**
 * For the editor's unit tests: `open(html)` makes an editor with the rich editor's nodes on that
 * content; every editor a test opened is destroyed after it.
 */
export function testEditors(): (content: string) => Editor {
  const opened: Editor[] = [];
  afterEach(() => {
    for (const editor of opened.splice(0)) if (!editor.isDestroyed) editor.destroy();
  });
  return (content) => {
    const editor = new Editor({
      element: document.createElement("div"),
      extensions: [StarterKit.configure({ link: false }), MathInline, MathDisplay, TikzBlock],
      content,
    });
    opened.push(editor);
    return editor;
  };
}
