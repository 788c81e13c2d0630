import "@mantine/tiptap/styles.css";
import "@mantine/core/styles/SegmentedControl.css";
import "katex/dist/katex.min.css";
import "../editor.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor, getUploadImageExtension } from "@mantine/tiptap";
import { IconMathFunction, IconMathSymbols, IconVectorTriangle } from "@tabler/icons-react";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { Placeholder } from "@tiptap/extensions";
import { useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { toEditorHtml } from "../editor-html.ts";
import { MathDisplay, MathInline, type MathEditRequest } from "../extensions/math-nodes.ts";
import { TikzBlock, type DrawnDiagram, type TikzEditRequest } from "../extensions/tikz-block.ts";
import { insertNode, replaceNode } from "../place-node.ts";
import type { PaletteCategory, TikzStarter } from "../palette.ts";
import { MathDialog } from "./math-dialog.tsx";
import { TikzDialog } from "./tikz-dialog.tsx";

export interface RichEditorProps {
  /** The HTML to start from (the editor owns the text afterwards; remount with a key to reset). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** "full": tutorials (tables, images, code, diagrams); "basic": descriptions and short texts. */
  features?: "full" | "basic";
  label: string;
  description?: string;
  error?: ReactNode;
  /** Shows the label's " *" and says `aria-required` on the text (ADR 0093). */
  required?: boolean;
  placeholder?: string;
  palette?: readonly PaletteCategory[];
  tikzExamples?: readonly TikzStarter[];
  /** Draws a TikZ source (POST /api/diagrams); without it the editor offers no diagrams. */
  draw?: (source: string) => Promise<DrawnDiagram>;
  /** Uploads an image and answers its URL (POST /api/media/images); without it, no images. */
  uploadImage?: (file: File) => Promise<string>;
  onImageUploadError?: (message: string) => void;
  minHeight?: number;
}

const NO_DRAWING = () => Promise.reject(new Error("Diagrams are not available here."));

/**
 * The rich-text editor of tutorials and descriptions (Mantine's TipTap editor): headings,
 * lists, tables, code, links, images, formulas with the palette and a live KaTeX preview,
 * TikZ diagrams drawn as you write. Its HTML is the source the server sanitizes and renders.
 */
export function RichEditor({
  initialHtml,
  onChange,
  features = "full",
  label,
  description,
  error,
  placeholder = "Start writing…",
  palette = [],
  tikzExamples = [],
  draw,
  uploadImage,
  onImageUploadError,
  minHeight = 320,
  required = false,
}: RichEditorProps) {
  const id = useId();
  const full = features === "full";
  const [mathRequest, setMathRequest] = useState<MathEditRequest | null>(null);
  const [tikzRequest, setTikzRequest] = useState<TikzEditRequest | null>(null);
  // The callbacks below are read by extensions created once; refs keep them current.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const drawRef = useRef(draw ?? NO_DRAWING);
  drawRef.current = draw ?? NO_DRAWING;
  const uploadRef = useRef(uploadImage);
  uploadRef.current = uploadImage;

  const editor = useEditor({
    // Rendered in the browser only: the server sends the page without the editor's DOM.
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: false,
        codeBlock: full ? {} : false,
      }),
      Link.configure({ openOnClick: false, protocols: ["http", "https", "mailto"] }),
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Placeholder.configure({ placeholder }),
      MathInline.configure({ onEdit: setMathRequest }),
      MathDisplay.configure({ onEdit: setMathRequest }),
      ...(full
        ? [
            TableKit.configure({ table: { resizable: false } }),
            TikzBlock.configure({ onEdit: setTikzRequest, draw: (source) => drawRef.current(source) }),
            getUploadImageExtension(Image, {
              onImageUpload: async (file: File) => {
                const upload = uploadRef.current;
                if (!upload) throw new Error("Images cannot be uploaded here.");
                return upload(file);
              },
              onImageUploadError: (_file: File, err: unknown) =>
                onImageUploadError?.(err instanceof Error ? err.message : "The image could not be uploaded."),
            }),
          ]
        : []),
    ],
    content: toEditorHtml(initialHtml),
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-describedby": `${id}-description`,
        role: "textbox",
        "aria-multiline": "true",
        ...(required ? { "aria-required": "true" } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
  });

  // The error is tied to the text as Mantine ties it to its inputs: described by it, and invalid.
  const invalid = Boolean(error);
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    dom.setAttribute("aria-describedby", invalid ? `${id}-description ${id}-error` : `${id}-description`);
    if (invalid) dom.setAttribute("aria-invalid", "true");
    else dom.removeAttribute("aria-invalid");
  }, [editor, invalid, id]);

  // Each dialog hands the text back to the editor when it closes: the caret after what was
  // inserted or changed (place-node), or where it was on Cancel. The dialogs do not return focus
  // themselves: that would race the editor's own focus and could land on the toolbar button.
  const backToText = () => editor?.commands.focus();
  const saveMath = (latex: string, display: boolean) => {
    const request = mathRequest;
    setMathRequest(null);
    if (!editor || !request) return;
    const content = { type: display ? "mathDisplay" : "mathInline", attrs: { latex } };
    if (request.pos === undefined) insertNode(editor, content);
    else replaceNode(editor, request.pos, content);
  };
  const removeAt = (pos: number | undefined) => {
    if (editor && pos !== undefined)
      editor
        .chain()
        .focus()
        .deleteRange({ from: pos, to: pos + 1 })
        .run();
  };
  const saveTikz = (source: string, description: string) => {
    const request = tikzRequest;
    setTikzRequest(null);
    if (!editor || !request) return;
    const content = { type: "tikzBlock", attrs: { source, description } };
    if (request.pos === undefined) insertNode(editor, content);
    else replaceNode(editor, request.pos, content);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor
        editor={editor}
        className="rich-editor"
        {...(uploadImage ? { onImageUpload: async (file: File) => uploadImage(file) } : {})}
        styles={{ content: { minHeight } }}
      >
        <Toolbar
          editor={editor}
          full={full}
          images={Boolean(uploadImage)}
          diagrams={Boolean(draw)}
          onMath={setMathRequest}
          onTikz={setTikzRequest}
        />
        <RichTextEditor.Content />
      </RichTextEditor>
      <MathDialog
        request={mathRequest}
        palette={palette}
        onClose={() => {
          setMathRequest(null);
          backToText();
        }}
        onSave={saveMath}
        onRemove={() => {
          removeAt(mathRequest?.pos);
          setMathRequest(null);
        }}
      />
      {full && (
        <TikzDialog
          request={tikzRequest}
          examples={tikzExamples}
          draw={(source) => drawRef.current(source)}
          onClose={() => {
            setTikzRequest(null);
            backToText();
          }}
          onSave={saveTikz}
          onRemove={() => {
            removeAt(tikzRequest?.pos);
            setTikzRequest(null);
          }}
        />
      )}
    </Input.Wrapper>
  );
}

interface ToolbarProps {
  editor: Editor | null;
  full: boolean;
  images: boolean;
  diagrams: boolean;
  onMath: (request: MathEditRequest) => void;
  onTikz: (request: TikzEditRequest) => void;
}

const STARTER_TIKZ =
  "\\begin{tikzpicture}\n  \\draw[->] (0,0) -- (2,0) node[right] {$x$};\n  \\draw[->] (0,0) -- (0,2) node[above] {$y$};\n\\end{tikzpicture}";

function Toolbar({ editor, full, images, diagrams, onMath, onTikz }: ToolbarProps) {
  const selectedText = () => {
    if (!editor) return "";
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to, " ");
  };
  return (
    <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.Code />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
        <RichTextEditor.Hr />
        {full && <RichTextEditor.CodeBlock />}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.AlignLeft />
        <RichTextEditor.AlignCenter />
        <RichTextEditor.AlignRight />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Control
          aria-label="Insert a formula in the line"
          title="Formula in the line ($…$)"
          onClick={() => onMath({ latex: selectedText(), display: false })}
        >
          <IconMathSymbols size={16} stroke={1.5} />
        </RichTextEditor.Control>
        <RichTextEditor.Control
          aria-label="Insert a formula on its own line"
          title="Formula on its own line ($$…$$)"
          onClick={() => onMath({ latex: selectedText(), display: true })}
        >
          <IconMathFunction size={16} stroke={1.5} />
        </RichTextEditor.Control>
        {full && diagrams && (
          <RichTextEditor.Control
            aria-label="Insert a TikZ diagram"
            title="TikZ diagram"
            onClick={() => onTikz({ source: STARTER_TIKZ, description: "" })}
          >
            <IconVectorTriangle size={16} stroke={1.5} />
          </RichTextEditor.Control>
        )}
      </RichTextEditor.ControlsGroup>
      {full && (
        <RichTextEditor.ControlsGroup>
          {images && <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/webp,image/gif" />}
          <RichTextEditor.TableInsert />
          <RichTextEditor.TableRowAfter />
          <RichTextEditor.TableColumnAfter />
          <RichTextEditor.TableRowDelete />
          <RichTextEditor.TableColumnDelete />
          <RichTextEditor.TableDelete />
        </RichTextEditor.ControlsGroup>
      )}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.SourceCode />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
