/** A module that is a script of its own: fetched on first use or ahead of it, then held. */
export interface LazyScript<M> {
  /** The module, fetched first when it is not in yet. */
  load: () => Promise<M>;
  /** The module when its script is in, else null. */
  now: () => M | null;
  /** Fetches the script now, for a later use to find it in. */
  preload: () => void;
}

/** A script that did not arrive is asked for again by the next use, not remembered as missing. */
export function lazyScript<M>(fetchModule: () => Promise<M>): LazyScript<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  const load = () => {
    loading ??= fetchModule().then(
      (module) => {
        loaded = module;
        return module;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  return { load, now: () => loaded, preload: () => void load().catch(() => {}) };
}
