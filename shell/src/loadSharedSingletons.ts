import { yieldToMain } from './yieldToMain';

/**
 * Loads the shell's copies of the shared singletons before any remote container is initialised. A provider that
 * is already loaded is never replaced, so every remote resolves react, react-dom, rxjs, single-spa and the event bus to these
 * same instances — otherwise two remotes racing to register could leave a renderer bound to another React copy
 * (React error #321). react-router-dom is not part of a public page's first view: the shell only provides it, and
 * the first remote that needs it (portal, dialog flow) loads the shell's copy, resolving react to the one above.
 * Marked webpackPreload: the document preloads them (see EntrypointsPlugin). The shell's own imports (single-spa,
 * rxjs, the event bus, the contracts) were evaluated with its bootstrap module in the current task; react and
 * react-dom start in a task of their own, so the two are not one long task.
 */
export async function loadSharedSingletons(): Promise<void> {
  await yieldToMain();
  await Promise.all([
    import(/* webpackPreload: true */ 'react'),
    import(/* webpackPreload: true */ 'react/jsx-runtime'),
    import(/* webpackPreload: true */ 'react-dom'),
    import(/* webpackPreload: true */ 'react-dom/client'),
    import(/* webpackPreload: true */ 'rxjs'),
    import(/* webpackPreload: true */ 'single-spa'),
    import(/* webpackPreload: true */ '@news/event-bus/eventBus'),
  ]);
}
