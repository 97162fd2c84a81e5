/**
 * Loads the shell's copies of the shared singletons before any remote container is initialised. A provider that
 * is already loaded is never replaced, so every remote resolves react, react-dom, react-router-dom, rxjs and the
 * event bus to these same instances — otherwise two remotes racing to register could leave a renderer and a
 * router bound to different React copies (React error #321).
 */
export async function loadSharedSingletons(): Promise<void> {
  await Promise.all([
    import('react'),
    import('react/jsx-runtime'),
    import('react-dom'),
    import('react-dom/client'),
    import('react-router-dom'),
    import('rxjs'),
    import('single-spa'),
    import('@news/event-bus/eventBus'),
  ]);
}
