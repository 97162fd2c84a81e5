import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** A link to another screen of the dialog flow; keeps the frame's query (isnative, …) but not a reset code. */
export function DialogLink({ screen, children }: { screen: string; children: ReactNode }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('code');
  const query = params.toString();
  return (
    <Link to={{ pathname: `/__mein-portal/dialog-flow/${screen}`, search: query === '' ? '' : `?${query}` }}>
      {children}
    </Link>
  );
}
