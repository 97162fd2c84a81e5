/**
 * Lifecycles that stand in for a remote that could not be loaded: a German notice in the remote's slot, which
 * keeps the slot's minimum height so nothing below it jumps. The rest of the page keeps working.
 */
type FallbackLifecycles = {
  bootstrap(): Promise<void>;
  mount(props: { domElement?: HTMLElement }): Promise<void>;
  unmount(): Promise<void>;
};

export function fallbackLifecycles(label: string): FallbackLifecycles {
  let node: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      node = document.createElement('div');
      node.className = 'shell-remote-fallback';
      node.setAttribute('role', 'alert');
      node.textContent = `${label} kann gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.`;
      if (domElement) {
        domElement.replaceChildren(node);
      }
    },
    unmount: async () => {
      node?.remove();
      node = null;
    },
  };
}
