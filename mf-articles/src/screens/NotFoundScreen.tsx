export function NotFoundScreen({ message }: { message: string }) {
  return (
    <div className="ar-notice" data-status="404">
      <h1>Seite nicht gefunden</h1>
      <p>Die gewünschte Seite gibt es leider nicht (mehr). Fehler 404.</p>
      <p className="ar-notice__detail">{message}</p>
      <p>
        <a href="/">Zur Startseite</a>
      </p>
    </div>
  );
}
