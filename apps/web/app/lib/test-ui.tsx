import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A component under test with what the app gives it: Mantine and a fresh query client (no retries). */
export function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * What happy-dom lacks and Mantine reads: media queries, ResizeObserver (SegmentedControl,
 * autosizing Textarea) and document.fonts. Call it from a test file's beforeAll.
 */
export function installDomShims(): void {
  if (!("fonts" in document) || !document.fonts) {
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
