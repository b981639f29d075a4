import { useEffect } from 'react';
import { useNavigate } from '../lib/router';
import { SESSION_MESSAGES } from '../../domain/accounts/session';
import { SESSION_ENDED_EVENT } from '../lib/session-events';
import { toast } from '../lib/toast';
import type { SessionEndedDetail } from '../lib/session-events';
import { paths } from '../lib/paths';

/**
 * When the server refuses the token (401) or it expires, the API client clears the session and
 * fires SESSION_ENDED_EVENT: say why and open the login screen.
 */
export function SessionEndedListener() {
  const navigate = useNavigate();

  useEffect(() => {
    const onSessionEnded = (event: Event) => {
      const detail = (event as CustomEvent<Partial<SessionEndedDetail> | null>).detail;
      const message = detail?.message || SESSION_MESSAGES.expired;
      // One toast even when several requests fail together.
      toast.error(message, { id: SESSION_ENDED_EVENT });
      void navigate(paths.login, { replace: true });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  }, [navigate]);

  return null;
}
