import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

interface PlayerLeaveGuardProps {
  /** Answers not yet acknowledged by the server. */
  hasUnsaved: () => boolean;
  /** Sends what waits; resolves after that try, whether the server got it or not. */
  trySaving: () => Promise<void>;
}

/**
 * Leaving the player by a link while answers still wait: they are sent first and the student
 * leaves without a question if that works; when it does not (offline), they are asked at once
 * (one try, not the wait for the connection to come back: the link would seem dead).
 */
export function PlayerLeaveGuard({ hasUnsaved, trySaving }: PlayerLeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved(),
  );
  const [asking, setAsking] = useState(false);
  // One try per blocked move: the effect follows the blocker's state, not its object.
  const current = useRef(blocker);
  current.current = blocker;
  const state = blocker.state;

  useEffect(() => {
    if (state !== "blocked") return;
    let live = true;
    void trySaving().then(() => {
      if (!live) return;
      if (hasUnsaved()) setAsking(true);
      else current.current.proceed?.();
    });
    return () => {
      live = false;
    };
  }, [state, trySaving, hasUnsaved]);

  const stay = () => {
    setAsking(false);
    blocker.reset?.();
  };
  return (
    <Modal opened={asking && state === "blocked"} onClose={stay} title="Your last answers are not saved yet">
      <Text size="sm" mb="md">
        The server cannot be reached right now, so your latest answers are only on this page. Stay until they are saved
        (the page keeps trying), or leave and lose them.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={stay}>
          Stay
        </Button>
        <Button
          color="red"
          onClick={() => {
            setAsking(false);
            blocker.proceed?.();
          }}
        >
          Leave anyway
        </Button>
      </Group>
    </Modal>
  );
}
