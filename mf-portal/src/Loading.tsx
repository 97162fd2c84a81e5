/** A busy live region while a portal page waits for the session or its data. */
export function Loading({ text = 'Wird geladen …' }: { text?: string }) {
  return (
    <p role="status" aria-busy="true">
      {text}
    </p>
  );
}
