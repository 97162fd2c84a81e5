/** The logged-out reader's way in on a portal page: why to log in, then login and registration (hash overlays). */
export function LoginPrompt({ reason }: { reason: string }) {
  return (
    <div className="pt-login-prompt">
      <p>{reason}</p>
      <p className="pt-actions">
        <a className="pt-button pt-button--primary" href="#login">
          Anmelden
        </a>
        <a className="pt-button" href="#register">
          Kostenlos registrieren
        </a>
      </p>
    </div>
  );
}
