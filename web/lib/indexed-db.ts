// A tiny promise wrapper over one IndexedDB object store used as key → value: enough for form
// drafts, whose values (File and Blob included) IndexedDB stores as they are. No dependency.

const DATABASE = 'campo';
const STORE = 'keyval';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    // Another tab holds an older version open: give up rather than wait forever.
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  }).catch((error: unknown) => {
    opening = null; // a later call may try again
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest) {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    // Settled when the transaction is, so a write is on disk when the promise resolves.
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB abort'));
  });
}

/** True where IndexedDB exists (not in jsdom, nor in a few private modes). */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export const idbGet = <T>(key: string) => run<T | undefined>('readonly', (s) => s.get(key));
export const idbSet = (key: string, value: unknown) =>
  run<IDBValidKey>('readwrite', (s) => s.put(value, key)).then(() => undefined);
export const idbDelete = (key: string) =>
  run<undefined>('readwrite', (s) => s.delete(key)).then(() => undefined);
