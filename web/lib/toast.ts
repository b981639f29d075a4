import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts through sonner, loaded on the first toast instead of with every screen (≈9 KB gzipped
// the first paint does not need). Calls keep their order: each waits for the same import.
// The app mounts its <Toaster> on the first toast too (toastsWanted); sonner hands toasts made
// before the Toaster mounted to it when it does.

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let loading: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Whether any toast was asked for yet (web/app/root-shell.tsx mounts the Toaster then). */
export const toastsWanted = (): boolean => wanted;

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function withSonner(call: (sonner: Sonner) => unknown): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  loading ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      loading = undefined; // offline before it was ever cached: the next toast tries again
      throw error;
    },
  );
  // Without the module there is nowhere to show this one.
  void loading.then(call, () => undefined);
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => withSonner((sonner) => sonner(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      withSonner((sonner) => sonner.success(message, options)),
    error: (message: Message, options?: ExternalToast) =>
      withSonner((sonner) => sonner.error(message, options)),
    info: (message: Message, options?: ExternalToast) =>
      withSonner((sonner) => sonner.info(message, options)),
    // Nothing to dismiss before the first toast: no need to load sonner for that.
    dismiss: (id?: string | number) =>
      void loading?.then(
        (sonner) => sonner.dismiss(id),
        () => undefined,
      ),
  },
);
