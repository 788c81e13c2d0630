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
