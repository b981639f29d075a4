import { hasIndexedDb, idbDelete, idbGet, idbSet } from './indexed-db';

/** Where a form keeps what was typed until it is sent or thrown away. */
export interface DraftStore<T> {
  load(): Promise<T | undefined>;
  save(value: T): Promise<void>;
  clear(): Promise<void>;
}

/**
 * In memory, for this visit only: where IndexedDB is missing (jsdom, some private modes) a draft
 * still survives leaving the screen and coming back.
 */
const memory = new Map<string, unknown>();
function memoryStore<T>(key: string): DraftStore<T> {
  return {
    load: async () => memory.get(key) as T | undefined,
    save: async (value) => void memory.set(key, value),
    clear: async () => void memory.delete(key),
  };
}

/**
 * A draft kept in IndexedDB under `key` (it survives closing the browser; photos included). A
 * failing IndexedDB (quota, private mode) falls back to memory: the draft is a help, never an
 * error for the person.
 */
export function draftStore<T>(key: string): DraftStore<T> {
  const fallback = memoryStore<T>(key);
  if (!hasIndexedDb()) return fallback;
  return {
    load: () => idbGet<T>(key).catch(() => fallback.load()),
    save: (value) => idbSet(key, value).catch(() => fallback.save(value)),
    clear: () =>
      Promise.all([idbDelete(key).catch(() => undefined), fallback.clear()]).then(() => undefined),
  };
}

/** Forgets every draft kept in memory (tests start each case with none). */
export const forgetMemoryDrafts = () => memory.clear();
