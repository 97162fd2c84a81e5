/**
 * A short message at the bottom of the page, read out by screen readers: role status, or role alert for a
 * failure (`alert`). It disappears after `durationMs`.
 */
export function showToast(
  doc: Document,
  message: string,
  options: { durationMs?: number; alert?: boolean } = {},
): HTMLElement {
  const toast = doc.createElement('div');
  toast.className = options.alert ? 'shell-toast shell-toast--alert' : 'shell-toast';
  toast.setAttribute('role', options.alert ? 'alert' : 'status');
  if (!options.alert) toast.setAttribute('aria-live', 'polite');
  toast.textContent = message;
  doc.body.append(toast);
  setTimeout(() => toast.remove(), options.durationMs ?? 4000);
  return toast;
}
