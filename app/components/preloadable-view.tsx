import { type ComponentType, lazy, useState } from 'react';

/** A view that is a script of its own, as React.lazy makes one, whose script can also be fetched ahead. */
export interface PreloadableView<P extends object = object> {
  View: ComponentType<P>;
  /** Fetches the script now; the view then mounts at once, without suspending. */
  preload: () => void;
}

/**
 * A lazily loaded view that does not suspend once its script is in. React holds back
 * what a suspended boundary reveals for a moment after its fallback showed (about
 * 300 ms), so a view fetched ahead but mounted through React.lazy still came late.
 */
export function preloadableView<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetchScript = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (err: unknown) => {
        // A script that did not arrive is asked for again next time, not remembered as missing.
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  return { View: viewOf(lazy(fetchScript), () => loaded), preload: () => void fetchScript().catch(() => {}) };
}

function viewOf<P extends object>(
  Lazy: ComponentType<P>,
  loaded: () => ComponentType<P> | null,
): ComponentType<P> {
  return function PreloadedView(props: P) {
    // Chosen once per mount: swapping the lazy wrapper for the loaded view would mount it afresh.
    const [Ready] = useState(loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  };
}
