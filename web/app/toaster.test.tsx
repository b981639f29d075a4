import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../lib/media-queries';
import Toaster, { PHONE_TOAST_LIFT } from './toaster';

// On phones a toast covered the sticky bottom bars ("Imagen subida." over 'Guardar
// cambios'). The toasts' list must start above them there, and stay at the bottom.

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === MOBILE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

async function showToast() {
  render(<Toaster />);
  act(() => void toast.success('Imagen subida.'));
  const message = await screen.findByText('Imagen subida.');
  const list = message.closest('ol')!;
  return { list, style: list.getAttribute('style') ?? '' };
}

describe('toast placement', () => {
  it('on a phone, toasts sit at the bottom but above the sticky bottom bars', async () => {
    screenWidth(true);
    const { list, style } = await showToast();

    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(style).toContain(`--mobile-offset-bottom: ${PHONE_TOAST_LIFT}`);
    // 600–767 px: sonner's wide layout, still a phone screen with the bars.
    expect(style).toContain(`--offset-bottom: ${PHONE_TOAST_LIFT}`);
    expect(PHONE_TOAST_LIFT).toMatch(/^calc\(6\.5rem/);
  });

  it('on a wide screen (no bottom bars) they keep sonner’s usual place', async () => {
    screenWidth(false);
    const { style } = await showToast();

    expect(style).not.toContain(PHONE_TOAST_LIFT);
    expect(style).toContain('--offset-bottom: 24px');
  });
});
