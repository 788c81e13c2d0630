import { lazy, Suspense, useEffect, useState } from "react";

/**
 * Mantine's `modals.open…()` calls (a few screens: comments, guardians, folder pages, the manual)
 * are window events its ModalsProvider listens to. The provider pulls in Modal, ScrollArea and
 * Floating UI (~20 KB compressed) that a reader of /home never uses, so it is not part of the
 * first load (issue #16): this host listens for the first "open" event, loads the provider, and
 * hands it that event again once it listens. Features keep calling `modals` as Mantine documents.
 */
const OPEN_EVENTS = ["openModal", "openConfirmModal", "openContextModal"].map((e) => `mantine-modals:${e}`);

const ModalsProvider = lazy(() => import("@mantine/modals").then((m) => ({ default: m.ModalsProvider })));

interface Pending {
  type: string;
  detail: unknown;
}

function Replay({ events }: { events: Pending[] }) {
  useEffect(() => {
    // The provider subscribes in its own effect, which runs after this child's: hand the events
    // over on the next task, each once.
    const handle = setTimeout(() => {
      for (const event of events.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    });
    return () => clearTimeout(handle);
  }, [events]);
  return null;
}

export function ModalHost() {
  const [pending] = useState<Pending[]>(() => []);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = (event: Event) => {
      pending.push({ type: event.type, detail: (event as CustomEvent).detail });
      setWanted(true);
    };
    for (const type of OPEN_EVENTS) window.addEventListener(type, want);
    return () => {
      for (const type of OPEN_EVENTS) window.removeEventListener(type, want);
    };
  }, [wanted, pending]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Replay events={pending} />
      </ModalsProvider>
    </Suspense>
  );
}
