import { readArticlesSchema, type ReadArticle } from '@news/contracts/userApi';
import { useCallback, useEffect, useState } from 'react';
import { userApiPath } from './userApiPath';
import { userApiRequest } from './userApiRequest';

export type ReadArticlesState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'loaded'; entries: readonly ReadArticle[]; pending: ReadonlySet<number | 'all'> };

/**
 * The reader's history from the user API (GET /read-articles, newest first), with `remove` (DELETE
 * /read-articles/{id}) and `clear` (DELETE /read-articles). An entry leaves the list only when the API confirmed it;
 * a refusal answers its German message.
 */
export function useReadArticles(ssoId: string) {
  const [state, setState] = useState<ReadArticlesState>({ kind: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const base = `${userApiPath(ssoId)}/read-articles`;

  useEffect(() => {
    let active = true;
    void userApiRequest(base).then((answer) => {
      if (!active) return;
      const parsed = answer.ok ? readArticlesSchema.safeParse(answer.body) : null;
      setState(
        parsed?.success ? { kind: 'loaded', entries: parsed.data, pending: new Set() } : { kind: 'error' },
      );
    });
    return () => {
      active = false;
    };
  }, [base]);

  const change = useCallback(
    async (target: number | 'all') => {
      setFailure(null);
      const mark = (next: (s: Extract<ReadArticlesState, { kind: 'loaded' }>) => ReadArticlesState) =>
        setState((s) => (s.kind === 'loaded' ? next(s) : s));
      mark((s) => ({ ...s, pending: new Set(s.pending).add(target) }));
      const answer = await userApiRequest(target === 'all' ? base : `${base}/${target}`, {
        method: 'DELETE',
      });
      mark((s) => {
        const pending = new Set(s.pending);
        pending.delete(target);
        if (!answer.ok) return { ...s, pending };
        const entries = target === 'all' ? [] : s.entries.filter((e) => e.articleId !== target);
        return { kind: 'loaded', entries, pending };
      });
      if (!answer.ok) setFailure(answer.message);
    },
    [base],
  );

  return { state, failure, remove: (articleId: number) => change(articleId), clear: () => change('all') };
}
