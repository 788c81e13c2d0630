import { EmptyState, type EmptyStateProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A whole-page state (not found, not allowed, sign in, error): Mantine's EmptyState whose
 * title is the page's level-1 heading, so screen readers announce what happened.
 */
export function PageState({ heading, ...props }: Omit<EmptyStateProps, "title"> & { heading: ReactNode }) {
  return (
    <EmptyState
      {...props}
      title={
        <span role="heading" aria-level={1}>
          {heading}
        </span>
      }
    />
  );
}
