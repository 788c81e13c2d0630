/**
 * The invitation's secret travels in the link's fragment (#invite=…), which browsers never send
 * to a server, so it cannot reach request logs or Referer headers (ADR 0029). On arrival it is
 * moved to sessionStorage and removed from the address bar, so it survives the detour through
 * sign-in or registration (next= keeps only the path) but not the tab.
 */
const key = (wardId: number) => `tq.guardian-invite.${wardId}`;

export function captureInviteSecret(wardId: number, win: Window = window): string | null {
  const fromHash = new URLSearchParams(win.location.hash.replace(/^#/, "")).get("invite");
  try {
    if (fromHash) {
      win.sessionStorage.setItem(key(wardId), fromHash);
      win.history.replaceState(win.history.state, "", win.location.pathname + win.location.search);
      return fromHash;
    }
    return win.sessionStorage.getItem(key(wardId));
  } catch {
    // Storage refused (private mode): the secret is still good for this page view.
    return fromHash;
  }
}

export function forgetInviteSecret(wardId: number, win: Window = window): void {
  try {
    win.sessionStorage.removeItem(key(wardId));
  } catch {
    // Nothing stored.
  }
}
