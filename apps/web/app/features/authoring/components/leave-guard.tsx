import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useBlocker } from "react-router";

interface LeaveGuardProps {
  /** Something the server does not have yet (text waiting for autosave, or changed details). */
  dirty: boolean;
  detailsDirty: boolean;
  /** Sends the text that waits for autosave; resolves when the server has it. */
  flush: () => Promise<void>;
}

/**
 * Leaving the editor with changes the server does not have: the waiting text is sent first;
 * if that works and no details were changed, the author leaves without a question. Otherwise
 * they are asked. Closing the tab or reloading asks the browser's own question.
 */
export function LeaveGuard({ dirty, detailsDirty, flush }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [trying, setTrying] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== "blocked" || detailsDirty) return;
    let live = true;
    setTrying(true);
    flush().then(
      () => {
        if (live) blocker.proceed();
      },
      () => {
        if (live) setTrying(false);
      },
    );
    return () => {
      live = false;
    };
  }, [blocker, detailsDirty, flush]);

  const asking = blocker.state === "blocked" && (detailsDirty || !trying);
  return (
    <Modal opened={asking} onClose={() => blocker.reset?.()} title="Leave without saving?">
      <Text size="sm" mb="md">
        {detailsDirty
          ? "You changed the tutorial's details (topic, level, difficulty, chapter, preview or status) and did not save them."
          : "Some of your text has not reached the server yet."}{" "}
        If you leave now, those changes are lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay and save
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave anyway
        </Button>
      </Group>
    </Modal>
  );
}
