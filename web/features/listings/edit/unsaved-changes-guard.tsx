import { useEffect } from 'react';
import { useBlocker } from '../../../lib/router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * While `when` holds, leaving the screen asks first: 'Volver', a menu link or the phone's back
 * button get a question in Spanish, and closing or reloading the tab the browser's own one.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chrome for Android only asks when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="¿Salir sin guardar los cambios?"
      description="Los cambios que hiciste en este producto se perderán."
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
