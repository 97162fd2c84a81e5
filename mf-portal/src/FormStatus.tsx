import type { FormState } from './useFormSubmit';

/** The live region under an account form: saving, saved, or why not. */
export function FormStatus({ state }: { state: FormState }) {
  if (state.kind === 'error')
    return (
      <p className="pt-form-error" role="alert">
        {state.text}
      </p>
    );
  return (
    <p className="pt-form-status" role="status">
      {state.kind === 'busy' ? 'Wird gespeichert …' : state.kind === 'done' ? state.text : ''}
    </p>
  );
}
