/**
 * Lets non-React code (the API client, logout, impersonation) navigate through React Router
 * once the app has mounted; before that, a full page load is the honest fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => {
  if (typeof window === "undefined") return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
