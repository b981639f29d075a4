import { useSyncExternalStore } from 'react';
import { SESSION_ENDED_EVENT } from '../../lib/api-client';
import { hasSession } from '../../lib/session';

// The session changes when the server ends it (SESSION_ENDED_EVENT) or another tab logs in/out.
function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_ENDED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_ENDED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** True while a valid, unexpired token is stored; re-renders when that changes. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, hasSession, () => false);
}
