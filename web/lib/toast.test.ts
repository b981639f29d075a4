import { describe, expect, it, vi } from 'vitest';
import { subscribeToToastsWanted, toast, toastsWanted } from './toast';

// The order matters: the module remembers the first toast for the whole file.
describe('toasts on demand', () => {
  it('dismissing before any toast neither loads sonner nor mounts the Toaster', () => {
    toast.dismiss();
    expect(toastsWanted()).toBe(false);
  });

  it('the first toast asks for the Toaster, once', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToastsWanted(listener);
    toast.success('Producto activado.');
    toast.error('No se pudo procesar la acción');
    expect(toastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
