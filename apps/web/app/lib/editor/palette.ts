/** The LaTeX palette as the editor shows it (the world director manages it: Manage Latex). */
export interface PaletteSymbol {
  id: number;
  label: string;
  latex: string;
}

export interface PaletteCategory {
  name: string;
  symbols: PaletteSymbol[];
}

/** A TikZ example an author can start a diagram from (Manage Tikz). */
export interface TikzStarter {
  id: number;
  title: string;
  source: string;
}

/** Inserts `text` into `value` at the textarea's selection; answers the new value and caret. */
export function insertAtSelection(
  value: string,
  text: string,
  selection: { start: number; end: number } | null,
): { value: string; caret: number } {
  const start = selection ? Math.min(selection.start, value.length) : value.length;
  const end = selection ? Math.min(Math.max(selection.end, start), value.length) : value.length;
  // Keep a command apart from a letter that follows it (\alpha x, not \alphax).
  const after = value.slice(end);
  const spacer = /^\\[a-zA-Z]+$/.test(text) && /^[a-zA-Z]/.test(after) ? " " : "";
  return { value: value.slice(0, start) + text + spacer + after, caret: start + text.length + spacer.length };
}
