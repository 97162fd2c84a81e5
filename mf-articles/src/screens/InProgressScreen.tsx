/** Routes whose screens the content issue builds show this honest notice instead of an empty page. */
export function InProgressScreen({ routeName }: { routeName: string }) {
  return (
    <div className="ar-notice" data-route={routeName}>
      <h1>Diese Seite ist noch im Aufbau</h1>
      <p>
        Hier entsteht bald ein neues Angebot. Bis dahin finden Sie alle aktuellen Nachrichten auf der{' '}
        <a href="/">Startseite</a>.
      </p>
    </div>
  );
}
