import { useDialogHost } from './DialogHostContext';

/** Closes the dialog (inside the frame only; at top level there is nothing to close). */
export function CancelButton() {
  const host = useDialogHost();
  if (!host.embedded) return null;
  return (
    <button className="df-cancel" type="button" onClick={() => host.close()}>
      Abbrechen
    </button>
  );
}
