import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useRef, useState } from "react";
import type { MathEditRequest } from "../extensions/math-nodes.ts";
import { renderLatex } from "../../latex.ts";
import { insertAtSelection, type PaletteCategory } from "../palette.ts";
import { LatexPalette } from "./latex-palette.tsx";

interface MathDialogProps {
  /** The formula being edited or inserted; null when closed. */
  request: MathEditRequest | null;
  palette: readonly PaletteCategory[];
  onClose: () => void;
  onSave: (latex: string, display: boolean) => void;
  onRemove: () => void;
}

/** Write or change a formula: source, the palette, and KaTeX's live rendering of it. */
export function MathDialog({ request, palette, onClose, onSave, onRemove }: MathDialogProps) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request?.pos === undefined ? "Insert a formula" : "Edit the formula"}
      size="lg"
      // The editor takes focus back itself, with the caret after the node (rich-editor).
      returnFocus={false}
    >
      {request && (
        // Keyed by the request so each opening starts from the formula it was opened for.
        <MathForm
          key={`${request.pos ?? "new"}:${request.latex}`}
          request={request}
          palette={palette}
          onClose={onClose}
          onSave={onSave}
          onRemove={onRemove}
        />
      )}
    </Modal>
  );
}

function MathForm({ request, palette, onClose, onSave, onRemove }: MathDialogProps & { request: MathEditRequest }) {
  const [latex, setLatex] = useState(request.latex);
  const [display, setDisplay] = useState(request.display);
  const field = useRef<HTMLTextAreaElement>(null);
  const rendered = renderLatex(latex, display);
  const pick = (symbol: string) => {
    const el = field.current;
    const next = insertAtSelection(latex, symbol, el ? { start: el.selectionStart, end: el.selectionEnd } : null);
    setLatex(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (rendered.ok) onSave(latex.trim(), display);
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          value={display ? "display" : "inline"}
          onChange={(v) => setDisplay(v === "display")}
          data={[
            { value: "inline", label: "In the line ($…$)" },
            { value: "display", label: "On its own line ($$…$$)" },
          ]}
        />
        <Textarea
          ref={field}
          label="LaTeX"
          required
          description="For example \frac{a}{b}, x^{2}, \sqrt{x}. Pick symbols from the palette below."
          value={latex}
          onChange={(e) => setLatex(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          data-autofocus
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          error={rendered.ok || latex.trim() === "" ? undefined : rendered.error}
        />
        <div aria-live="polite" className="math-dialog-preview">
          <Text size="xs" c="dimmed" mb={4}>
            Preview
          </Text>
          {rendered.ok ? (
            <div dangerouslySetInnerHTML={{ __html: rendered.html }} />
          ) : (
            <Text size="sm" c="dimmed">
              {latex.trim() === "" ? "Type a formula to see it here." : "Fix the formula to see it here."}
            </Text>
          )}
        </div>
        <LatexPalette categories={palette} onPick={pick} />
        <Group justify="space-between" mt="xs">
          {request.pos === undefined ? (
            <span />
          ) : (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove formula
            </Button>
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!rendered.ok}>
              {request.pos === undefined ? "Insert" : "Update"}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
