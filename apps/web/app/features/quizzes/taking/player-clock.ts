import { useEffect, useRef, useState } from "react";

/**
 * The time left, ticking each second from the server's secondsLeft (its clock decides; ours
 * only counts down). Calls onExpire once at zero. Null: untimed.
 */
export function useTimeLeft(secondsLeft: number | null, onExpire: () => void): number | null {
  const [left, setLeft] = useState(secondsLeft);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (secondsLeft === null) return;
    const end = Date.now() + secondsLeft * 1000;
    let fired = false;
    const tick = () => {
      const s = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !fired) {
        fired = true;
        expire.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [secondsLeft]);
  return secondsLeft === null ? null : left;
}

/** The moments a timed attempt is announced to screen readers (issue #17): never every second. */
const WARNINGS = [
  { at: 300, text: "5 minutes left." },
  { at: 60, text: "1 minute left." },
] as const;

/** The warning crossed between two readings of the clock, if any (a tick may skip a second). */
export function crossedWarning(before: number | null, now: number | null): string | null {
  if (before === null || now === null) return null;
  return WARNINGS.find((w) => before > w.at && now <= w.at)?.text ?? null;
}

/** The last warning crossed while the page is open, for a polite live region. */
export function useTimeWarning(timeLeft: number | null): string {
  const [warning, setWarning] = useState("");
  const before = useRef(timeLeft);
  useEffect(() => {
    const crossed = crossedWarning(before.current, timeLeft);
    before.current = timeLeft;
    if (crossed) setWarning(crossed);
  }, [timeLeft]);
  return warning;
}
