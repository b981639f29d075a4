import { LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { buttonClass } from './button-styles';
import { withWholeStylesheet } from '../lib/whole-stylesheet';

// A dialog's code (and Radix's, ≈10 KB brotli) is not what a page needs to hydrate and answer a
// heart, a search or a pager: a closed dialog draws nothing, on the server or in the browser.
// So it is fetched the first time the dialog opens (or earlier, through `preload`), and a tap
// that comes first sees a waiting veil at once instead of nothing (decision 027, session 11).
// With the app's whole stylesheet, as any code a server-rendered page fetches on demand: the
// page carries only the rules of its HTML and of the code it loads without a tap (session 17;
// `styledByPage` for such a dialog).

export const DIALOG_LOADING = 'Abriendo…';
export const DIALOG_LOAD_FAILED = 'No se pudo abrir. Revisa tu conexión e inténtalo de nuevo.';

type DialogModule<P> = Promise<{ default: ComponentType<P> }>;

type OnDemandOptions<P> = {
  /** Whether these props ask for the dialog on screen. */
  isOpen: (props: P) => boolean;
  /**
   * How the person gives up while it downloads or after it failed. Without it (a dialog nobody
   * tapped for, such as the welcome tour's offer) nothing shows until the code is there.
   */
  close?: (props: P) => void;
  /**
   * A server-rendered page carries this dialog's rules (LOADED_AFTER_HYDRATION in
   * scripts/pwa-config.ts), so it opens without the whole stylesheet.
   */
  styledByPage?: boolean;
};

export type OnDemandDialog<P> = ComponentType<P> & {
  /** Starts the download without showing anything (when the phone is idle, say). */
  preload: () => void;
};

export function onDemandDialog<P extends object>(
  load: () => DialogModule<P>,
  { isOpen, close, styledByPage = false }: OnDemandOptions<P>,
): OnDemandDialog<P> {
  const styledLoad = styledByPage ? load : withWholeStylesheet(load);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= styledLoad().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // offline before it was ever cached: the next try downloads again
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const open = isOpen(props);
    const [Dialog, setDialog] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      loadOnce().then(
        (component) => current && setDialog(() => component),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [open, Dialog, attempt]);

    // Once loaded it stays mounted, so Radix plays its closing animation and keeps its state.
    if (Dialog) return <Dialog {...props} />;
    if (!open || !close) return null;
    return (
      <DialogWaiting
        failed={failed}
        onRetry={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
        onClose={() => {
          setFailed(false);
          close(props);
        }}
      />
    );
  }
  return Object.assign(OnDemand, { preload: () => void loadOnce().catch(() => undefined) });
}

type DialogWaitingProps = { failed: boolean; onRetry: () => void; onClose: () => void };

/** Drawn over the page at the tap, where the dialog will be, until its code has arrived. */
function DialogWaiting({ failed, onRetry, onClose }: DialogWaitingProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-campo-950/50 p-4">
      {failed ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="dialogo-no-abrio"
          className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl"
        >
          <p id="dialogo-no-abrio" className="font-semibold text-tierra-900">
            {DIALOG_LOAD_FAILED}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              Cerrar
            </button>
            <button type="button" className={buttonClass('primary')} onClick={onRetry}>
              Reintentar
            </button>
          </div>
        </div>
      ) : (
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl bg-white px-5 py-4 font-semibold text-campo-900 shadow-xl"
        >
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-campo-700" />
          {DIALOG_LOADING}
        </p>
      )}
    </div>
  );
}
