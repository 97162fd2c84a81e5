import './RemoteErrorFallback.css';

/**
 * What a remote shows when it throws while rendering: German text, keeping the height its container reserved
 * for the remote (see RemoteErrorFallback.css).
 */
export function RemoteErrorFallback({ area }: { area: string }) {
  return (
    <div className="ui-remote-fallback" role="alert">
      <p>
        Dieser Bereich ({area}) kann gerade nicht angezeigt werden. Bitte laden Sie die Seite später erneut.
      </p>
    </div>
  );
}
