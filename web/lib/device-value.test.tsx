import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useDeviceValue } from './device-value';

// What only this device knows (decision 013): a server render draws the value without it, the
// browser takes that HTML over without a mismatch, then shows the device's own value.

function TextSize({ read }: { read: () => string }) {
  return <p>Texto al {useDeviceValue(read, '100 %')}</p>;
}

describe('useDeviceValue', () => {
  it('a page the browser draws itself shows the device’s value from the first render', () => {
    render(<TextSize read={() => '120 %'} />);
    expect(screen.getByText('Texto al 120 %')).toBeInTheDocument();
  });

  it('a server-rendered page hydrates with the value without the device, then shows the device’s', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<TextSize read={() => '100 %'} />);
    expect(container.textContent).toBe('Texto al 100 %');

    const hydrationErrors = vi.fn();
    const read = vi.fn(() => '120 %');
    await act(async () => {
      hydrateRoot(container, <TextSize read={read} />, { onRecoverableError: hydrationErrors });
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Texto al 120 %');
    // Read once, on the first render: a value the screen then overwrites is still the old one.
    expect(read).toHaveBeenCalledTimes(1);
  });
});
