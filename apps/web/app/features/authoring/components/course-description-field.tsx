import { Textarea } from "@mantine/core";
import type { ReactNode } from "react";

export interface CourseDescriptionFieldProps {
  /** The description's HTML source (the server sanitizes it on save). */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
}

/**
 * The course description. A plain text area for now; the rich editor of
 * features/editor replaces it here, behind the same props.
 */
export function CourseDescriptionField({ value, onChange, error }: CourseDescriptionFieldProps) {
  return (
    <Textarea
      label="Description"
      description="Shown on the course page. Simple HTML such as <p>, <strong> and <ul> is kept."
      autosize
      minRows={4}
      maxRows={14}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
