import { VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Says where a client-side navigation arrived (issue #17, ADR 0096). A full page load is announced
 * by the screen reader itself; a move by the router changes the content silently, so a polite live
 * region, present from the first render (a region added with its text is often not read), gets
 * the new page's title. The route's <title> is committed with the same render that changes the
 * location; it is read one frame later, once React has put it in the head. Focus stays where it
 * was: the quiz player and the side menu manage their own.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Emptied first, so that a page with the same title as the last is said again.
    setMessage("");
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector("main h1")?.textContent?.trim();
      setMessage(document.title.trim() || heading || pathname);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
