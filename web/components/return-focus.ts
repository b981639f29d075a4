import { useRef } from 'react';

/**
 * For a Radix dialog opened by state rather than by its own Trigger: Radix gives the focus back
 * only to a Trigger, so a keyboard user would land on <body> at the top of the page. This
 * remembers what had the focus when the dialog opened (Radix calls onOpenAutoFocus before it
 * moves the focus) and returns there on close, when that element is still on the page.
 * Spread the answer on Dialog.Content / AlertDialog.Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
