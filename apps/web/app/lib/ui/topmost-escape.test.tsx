import { Modal } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installDomShims, withProviders } from "../test-ui.tsx";
import { installTopmostEscape } from "./topmost-escape.ts";

let uninstall: () => void = () => undefined;
beforeAll(() => {
  installDomShims();
  uninstall = installTopmostEscape();
});
afterAll(() => uninstall());

/** An editing dialog that opens a second one from inside (as the rich editor's formula dialog does). */
function EditorWithFormula() {
  const [formula, setFormula] = useState(false);
  const [editor, setEditor] = useState(true);
  return (
    <Modal opened={editor} onClose={() => setEditor(false)} title="Edit the section" transitionProps={{ duration: 0 }}>
      <button type="button" onClick={() => setFormula(true)}>
        Insert a formula
      </button>
      <Modal opened={formula} onClose={() => setFormula(false)} title="Formula" transitionProps={{ duration: 0 }}>
        <input aria-label="LaTeX" />
      </Modal>
    </Modal>
  );
}

describe("installTopmostEscape (issue #17: Escape closes the dialog on top only)", () => {
  it("closes the formula dialog and keeps the editor under it; the next Escape closes the editor", async () => {
    const { unmount } = render(withProviders(<EditorWithFormula />));
    fireEvent.click(await screen.findByRole("button", { name: "Insert a formula" }));
    const latex = await screen.findByLabelText("LaTeX");
    await act(async () => {
      fireEvent.keyDown(latex, { key: "Escape" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByLabelText("LaTeX")).toBeNull();
    expect(screen.getByRole("button", { name: "Insert a formula" })).toBeTruthy();

    await act(async () => {
      fireEvent.keyDown(screen.getByRole("button", { name: "Insert a formula" }), { key: "Escape" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("button", { name: "Insert a formula" })).toBeNull();
    // Unmounted here, so that no modal's focus-return timer outlives the test's document.
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
});
