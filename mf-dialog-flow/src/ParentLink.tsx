import type { ReactNode } from 'react';
import { useDialogHost } from './DialogHostContext';

/** A link to a page of the site (AGB, Datenschutz); inside the dialog frame the embedding page navigates. */
export function ParentLink({ path, children }: { path: string; children: ReactNode }) {
  const host = useDialogHost();
  return (
    <a
      href={path}
      onClick={(event) => {
        if (!host.embedded) return;
        event.preventDefault();
        host.openInParent(path);
      }}
    >
      {children}
    </a>
  );
}
