import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installTopmostEscape } from "./lib/ui/topmost-escape.ts";

// Before any modal mounts, so that its listener runs first (Escape closes the top dialog only).
installTopmostEscape();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
