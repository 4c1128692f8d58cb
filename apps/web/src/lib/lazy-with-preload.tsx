import { type ComponentType, lazy } from 'react';

/** A lazily loaded component that can be asked to load before it first renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `React.lazy` with a `preload()`: a component whose code was loaded beforehand renders at
 * once instead of suspending. React shows a suspended page's fallback for at least 300 ms, so
 * a signed-in start that loads its page beside the start-up state (router.tsx `preloadRoute`)
 * would otherwise still paint the loading screen first (decision 048). Before its code is in,
 * it suspends like any lazy component.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    // A failed load (offline before the worker holds it) may be tried again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
