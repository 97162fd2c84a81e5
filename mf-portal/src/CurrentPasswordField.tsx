/** The reader's current password, asked before a change of e-mail address, password or the account's deletion. */
export function CurrentPasswordField(props: {
  label?: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <label>
      {props.label ?? 'Aktuelles Passwort'}
      <input
        type="password"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
        autoComplete="current-password"
      />
    </label>
  );
}
