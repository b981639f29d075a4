import { useCallback, useEffect, useRef, useState } from 'react';
import { draftStore } from '../../../lib/form-draft';
import { getStoredUser } from '../../../lib/session';
import type { CreateListingValues } from './create-listing-values';

/** What is kept of the create form until it is published or thrown away. */
export type CreateListingDraft = {
  version: 1;
  values: CreateListingValues;
  step: 1 | 2;
  /** The prepared (already shrunk) photos, in their order: the first is the main one. */
  photos: File[];
};

/** Typing is saved half a second after it stops (photos are rewritten with each save). */
const SAVE_DELAY_MS = 500;

/** One draft per person on this phone: someone else signing in never sees it. */
function draftKey(): string {
  const user = getStoredUser();
  return `draft:create-listing:${user?.id ?? user?.phone ?? 'anon'}`;
}

const isDraft = (value: unknown): value is CreateListingDraft =>
  typeof value === 'object' && value !== null && (value as CreateListingDraft).version === 1;

type DraftOptions = {
  snapshot: Omit<CreateListingDraft, 'version'>;
  /** Nothing typed nor picked: there is nothing to keep. */
  empty: boolean;
  /** False once the listing exists: from then on the draft would publish it twice. */
  keeping: boolean;
  onRestore: (draft: CreateListingDraft) => void;
};

/**
 * Keeps the create form (fields and prepared photos) in IndexedDB while the person fills it, so
 * 'Volver', 'Atrás' to another screen, a menu link or a closed tab lose nothing, and gives it
 * back when they return.
 */
export function useCreateListingDraft({ snapshot, empty, keeping, onRestore }: DraftOptions) {
  const [store] = useState(() => draftStore<CreateListingDraft>(draftKey()));
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  /** The save waiting for its delay; run at once when the screen or the page goes away. */
  const pending = useRef<(() => void) | null>(null);
  // Read by the load below when IndexedDB answers, so they hold the latest render's values.
  const emptyNow = useRef(empty);
  const restore = useRef(onRestore);
  useEffect(() => {
    emptyNow.current = empty;
    restore.current = onRestore;
  });

  useEffect(() => {
    let live = true;
    void store.load().then((draft) => {
      if (!live) return;
      // Typed into before the draft arrived: what is on screen wins.
      if (isDraft(draft) && emptyNow.current) {
        restore.current(draft);
        setRestored(true);
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [store]);

  const { values, step, photos } = snapshot;
  useEffect(() => {
    if (!loaded || !keeping) {
      pending.current = null;
      return;
    }
    const write = () => {
      pending.current = null;
      void (empty ? store.clear() : store.save({ version: 1, values, step, photos }));
    };
    pending.current = write;
    const timer = setTimeout(write, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, loaded, keeping, empty, values, step, photos]);

  useEffect(() => {
    const flush = () => pending.current?.();
    const whenHidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', whenHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', whenHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  /** Throws the draft away (published, or the person chose to). */
  const forget = useCallback(() => {
    pending.current = null;
    setRestored(false);
    return store.clear();
  }, [store]);

  return { restored, forget };
}
