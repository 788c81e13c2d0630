/**
 * After a form is submitted with mistakes, focus goes to the first field marked invalid, so a
 * screen reader reads its label and its error (Mantine ties the error to the field with
 * aria-describedby) and a keyboard user starts there (issue #17, WCAG 3.3.1). One listener for
 * every form: the client's checks mark fields as the submit event is handled; the server's
 * answer marks them later (applyApiError), so the form is looked at again a moment after.
 */
export function focusFirstInvalidOnSubmit(root: Document = document): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const focusIn = (form: HTMLFormElement) => {
    if (!form.isConnected) return false;
    const active = root.activeElement;
    if (active instanceof HTMLElement && form.contains(active) && active.getAttribute("aria-invalid") === "true") {
      return true;
    }
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    return first !== null;
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // React has committed the client-side errors by the next task; the server's take longer.
    for (const delay of [0, 800, 2500]) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (focusIn(form)) for (const t of timers) clearTimeout(t);
      }, delay);
      timers.add(timer);
    }
  };
  root.addEventListener("submit", onSubmit);
  return () => {
    root.removeEventListener("submit", onSubmit);
    for (const t of timers) clearTimeout(t);
  };
}
