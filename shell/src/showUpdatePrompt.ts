/**
 * The German update prompt ("Neue Version verfügbar – Jetzt aktualisieren"): one at a time, announced politely to
 * screen readers, the button applies the update. Closing it keeps the current version for this page.
 */
export function showUpdatePrompt(doc: Document, apply: () => void): void {
  if (doc.querySelector('.shell-update-prompt')) return;
  const prompt = doc.createElement('div');
  prompt.className = 'shell-update-prompt';
  prompt.setAttribute('role', 'status');
  prompt.setAttribute('aria-live', 'polite');
  const text = doc.createElement('span');
  text.textContent = 'Neue Version verfügbar';
  const update = doc.createElement('button');
  update.type = 'button';
  update.textContent = 'Jetzt aktualisieren';
  update.addEventListener('click', () => {
    update.disabled = true;
    apply();
  });
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'shell-update-prompt__close';
  dismiss.setAttribute('aria-label', 'Hinweis schließen');
  dismiss.textContent = '×';
  dismiss.addEventListener('click', () => prompt.remove());
  prompt.append(text, ' – ', update, dismiss);
  doc.body.append(prompt);
}
