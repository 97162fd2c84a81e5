import { createContext, useContext } from 'react';
import type { DialogHost } from './createDialogHost';

const topLevel: DialogHost = {
  embedded: false,
  trusted: true,
  sessionFromShell: true,
  close: () => undefined,
  openInParent: (path) => window.location.assign(path),
  dispose: () => undefined,
};

export const DialogHostContext = createContext<DialogHost>(topLevel);

export const useDialogHost = (): DialogHost => useContext(DialogHostContext);
