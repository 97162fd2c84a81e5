import { useId, type InputHTMLAttributes } from 'react';

type Props = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled input with its hint and field-level error (aria-invalid, aria-describedby). */
export function TextField({ label, name, error, hint, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="df-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint ? (
        <p className="df-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="df-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
