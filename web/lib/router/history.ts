// The two places an address lives: the browser's history (the app) and a list in memory (the
// server's render and the tests). Each entry remembers its key, its position and the state the
// navigation carried, so Back can be told from a fresh tab ('default') and blocked.
import type { InitialEntry, Location, To } from './types';

export interface History {
  readonly location: Location;
  /** Position of the current entry: Back and Forward report how far they moved from it. */
  readonly index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back, Forward or `go`: the new entry and how far it is from the previous one. */
  listen(onPop: (delta: number) => void): () => void;
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** `/a?b#c` into its parts, as written (no re-encoding). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({ pathname, search, hash }: Omit<Location, 'state' | 'key'>): string {
  return `${pathname}${search}${hash}`;
}

/** The address `to` names from `current`: a path, or parts to change of the current one. */
export function resolveTo(to: To, current: Pick<Location, 'pathname'>) {
  if (typeof to === 'string') {
    if (to.startsWith('/')) return parsePath(to);
    const url = new URL(to, `http://localhost${current.pathname}`);
    return parsePath(`${url.pathname}${url.search}${url.hash}`);
  }
  return {
    pathname: to.pathname ?? current.pathname,
    search: to.search && to.search !== '?' ? to.search : '',
    hash: to.hash ?? '',
  };
}

/**
 * Where an entry's scroll position is kept: its key, and for a tab's first entry ('default',
 * also every page the server sent after a form) its address too.
 */
export function positionKey(location: Location): string {
  return location.key === 'default' ? `default:${createPath(location)}` : location.key;
}

interface EntryState {
  key: string;
  idx: number;
  usr: unknown;
}

export function createBrowserHistory(): History {
  const read = (): Location & { idx: number } => {
    const entry = (window.history.state ?? {}) as Partial<EntryState>;
    const { pathname, search, hash } = window.location;
    return {
      pathname,
      search,
      hash,
      state: entry.usr ?? null,
      key: entry.key ?? 'default',
      idx: entry.idx ?? 0,
    };
  };
  // An entry without state (the document's first) is at position 0: a later Back to it
  // reports how far it went without the entry having to be rewritten.
  let current = read();
  const stateOf = (location: Location, idx: number): EntryState => ({
    key: location.key,
    idx,
    usr: location.state,
  });
  return {
    get location() {
      return current;
    },
    get index() {
      return current.idx;
    },
    push(location) {
      const idx = current.idx + 1;
      window.history.pushState(stateOf(location, idx), '', createPath(location));
      current = { ...location, idx };
    },
    replace(location) {
      window.history.replaceState(stateOf(location, current.idx), '', createPath(location));
      current = { ...location, idx: current.idx };
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const popped = () => {
        const before = current.idx;
        current = read();
        onPop(current.idx - before);
      };
      window.addEventListener('popstate', popped);
      return () => window.removeEventListener('popstate', popped);
    },
  };
}

export function createMemoryHistory(
  initialEntries: InitialEntry[] = ['/'],
  initialIndex = initialEntries.length - 1,
): History {
  const entries: Location[] = initialEntries.map((entry, i) => {
    const parts = typeof entry === 'string' ? parsePath(entry) : entry;
    return {
      pathname: parts.pathname ?? '/',
      search: parts.search ?? '',
      hash: parts.hash ?? '',
      state: (typeof entry === 'string' ? null : entry.state) ?? null,
      key: i === 0 ? 'default' : createKey(),
    };
  });
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const listeners = new Set<(delta: number) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    get index() {
      return index;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    // As in a browser, the history moves after `go` returns (code that relies on it moving at
    // once works in tests and fails on phones).
    go(delta) {
      queueMicrotask(() => {
        const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
        if (next === index) return;
        const moved = next - index;
        index = next;
        for (const listener of listeners) listener(moved);
      });
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
