import { useState } from 'react';
import { postJson } from './postJson';

export type FormState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

/**
 * One account form's submission: POST the body, then the German success text (or the refusal's message) for the
 * form's live region. `onDone` gets the answer, e.g. to announce a changed session.
 */
export function useFormSubmit(url: string, successText: string, onDone?: (body: unknown) => void) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  async function submit(body: unknown): Promise<boolean> {
    setState({ kind: 'busy' });
    const result = await postJson(url, body);
    if (!result.ok) {
      setState({ kind: 'error', text: result.message });
      return false;
    }
    setState({ kind: 'done', text: successText });
    onDone?.(result.body);
    return true;
  }
  return { state, submit };
}
