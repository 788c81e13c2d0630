import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
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
  // The try to send failed: only then is the author asked (no flash of the question meanwhile).
  const [failed, setFailed] = useState(false);
  // One try per blocked move: the effect follows the blocker's state, not its object.
  const current = useRef(blocker);
  current.current = blocker;
  const state = blocker.state;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    if (state !== "blocked" || detailsDirty) return;
    let live = true;
    flush().then(
      () => {
        if (live) current.current.proceed?.();
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [state, detailsDirty, flush]);

  const asking = state === "blocked" && (detailsDirty || failed);
  const stay = () => {
    setFailed(false);
    blocker.reset?.();
  };
  return (
    <Modal opened={asking} onClose={stay} title="Leave without saving?">
      <Text size="sm" mb="md">
        {detailsDirty
          ? "You changed the tutorial's details (topic, level, difficulty, chapter, preview or status) and did not save them."
          : "Some of your text has not reached the server yet."}{" "}
        If you leave now, those changes are lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={stay}>
          Stay and save
        </Button>
        <Button
          color="red"
          onClick={() => {
            setFailed(false);
            blocker.proceed?.();
          }}
        >
          Leave anyway
        </Button>
      </Group>
    </Modal>
  );
}
