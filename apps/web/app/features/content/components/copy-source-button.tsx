import { ActionIcon, CopyButton, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** Copies `value`; `label` names what is copied for screen readers ("Copy the LaTeX of alpha"). */
export function CopySourceButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? "Copied" : "Copy"} withArrow position="left">
          <ActionIcon
            variant={copied ? "light" : "subtle"}
            color={copied ? "teal" : "gray"}
            onClick={copy}
            aria-label={copied ? "Copied" : label}
            data-testid="copy-source"
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
