/** A short status message at the bottom of the page, read out by screen readers (role status). */
export function showToast(doc: Document, message: string, durationMs = 4000): HTMLElement {
  const toast = doc.createElement('div');
  toast.className = 'shell-toast';
  toast.setAttribute('role', 'status');
  toast.setAttribute('aria-live', 'polite');
  toast.textContent = message;
  doc.body.append(toast);
  setTimeout(() => toast.remove(), durationMs);
  return toast;
}
