import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { runWhenIdle } from "../lib/idle.ts";
import { usePreloadAllowed } from "../lib/use-preload-allowed.ts";

/**
 * Preloads the menu's screens once the browser is idle, so the next tap is instant; never on
 * 2g or data-saver connections (spec §2).
 */
export function IdlePreload({ urls }: { urls: readonly string[] }) {
  const allowed = usePreloadAllowed();
  const { pathname } = useLocation();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    return runWhenIdle(() => setIdle(true));
  }, [allowed]);
  if (!allowed || !idle) return null;
  return (
    <>
      {urls
        .filter((url) => url !== "" && url !== pathname && url !== "/logout")
        .map((url) => (
          <PrefetchPageLinks key={url} page={url} />
        ))}
    </>
  );
}
