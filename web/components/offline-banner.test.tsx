import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_BANNER_MESSAGE, OfflineBanner } from './offline-banner';

function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

afterEach(() => vi.restoreAllMocks());

describe('offline banner', () => {
  it('says nothing while there is signal, but its polite live region is already in place', () => {
    render(<OfflineBanner />);

    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('tells the person they are offline and seeing what they last loaded, then goes away', () => {
    render(<OfflineBanner />);

    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión. Estás viendo lo último que cargaste.',
    );

    goOnline();
    expect(screen.queryByText(OFFLINE_BANNER_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at once when the page opens without signal', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);

    expect(screen.getByText(OFFLINE_BANNER_MESSAGE)).toBeVisible();
  });

  it('sits in the page flow instead of floating over the content', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);

    const banner = screen.getByText(OFFLINE_BANNER_MESSAGE);
    for (let node: HTMLElement | null = banner; node; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(fixed|absolute|sticky)\b/);
    }
  });
});
