import type { ReactNode } from "react";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";

export interface CourseDescriptionFieldProps {
  /** The description's HTML source when the form opened (the server sanitizes it on save). */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
}

/**
 * The course description: the rich editor in its basic form (headings, lists, links,
 * formulas; no tables, images or diagrams). It starts from `value` and then owns the text.
 */
export function CourseDescriptionField({ value, onChange, error }: CourseDescriptionFieldProps) {
  return (
    <RichEditor
      features="basic"
      initialHtml={value}
      onChange={onChange}
      label="Description"
      description="Shown on the course page: what students will learn, who it is for, how it is taught."
      placeholder="Describe the course…"
      error={error}
      minHeight={160}
    />
  );
}
