export type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; message: string };

/**
 * The form's status for screen readers: an always-present live region (so announcements are not lost), with
 * errors as an alert.
 */
export function FormStatus({ status }: { status: Status }) {
  return (
    <div aria-live="polite" className="df-status">
      {status.kind === 'failed' ? (
        <p className="df-alert" role="alert">
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? <p className="df-success">{status.message}</p> : null}
      {status.kind === 'submitting' ? <p className="df-visually-hidden">Wird gesendet …</p> : null}
    </div>
  );
}
