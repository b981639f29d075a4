import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { fakeToken } from '../../test/fake-token';
import { startTour } from './start-tour';

// The real driver.js in jsdom: how a tour ends is the library's business, so these check that
// its Escape, its last button and its overlay all leave the done mark.

const mark = storageKeys.tourCompleted('create-product', 37);
let close: (() => void) | null = null;

function CreateScreen() {
  return (
    <form>
      <div data-tour="product-search">Producto</div>
      <div data-tour="unit">Unidad</div>
      <div data-tour="price">Precio</div>
      <div data-tour="photos">Fotos</div>
      <button type="submit" data-tour="publish">
        Continuar
      </button>
    </form>
  );
}

beforeEach(async () => {
  window.localStorage.setItem(storageKeys.accessToken, fakeToken({ sub: '37' }));
  render(<CreateScreen />);
  await act(async () => {
    close = await startTour('create-product');
  });
});

afterEach(() => close?.());

const popover = () => document.querySelector<HTMLElement>('.driver-popover');

describe('create-product tour with driver.js', () => {
  it('shows the first step in Spanish with "1 de 5" and a "Cerrar" button', async () => {
    await waitFor(() => expect(popover()).not.toBeNull());
    expect(screen.getByRole('dialog', { name: 'Busca tu producto' })).toBeInTheDocument();
    expect(popover()).toHaveTextContent('1 de 5');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(window.localStorage.getItem(mark)).toBeNull();
  });

  it('Escape closes it and marks it done for this person', async () => {
    await waitFor(() => expect(popover()).not.toBeNull());

    fireEvent.keyUp(window, { key: 'Escape' });

    await waitFor(() => expect(popover()).toBeNull());
    expect(window.localStorage.getItem(mark)).not.toBeNull();
  });

  it('"Listo" on the fifth step ends it and marks it done', async () => {
    await waitFor(() => expect(popover()).not.toBeNull());
    for (let step = 2; step <= 5; step++) {
      await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      await waitFor(() => expect(popover()).toHaveTextContent(`${step} de 5`));
    }
    expect(window.localStorage.getItem(mark)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Listo' }));

    await waitFor(() => expect(popover()).toBeNull());
    expect(window.localStorage.getItem(mark)).not.toBeNull();
  });

  it('"Cerrar" ends it and marks it done', async () => {
    await waitFor(() => expect(popover()).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    await waitFor(() => expect(popover()).toBeNull());
    expect(window.localStorage.getItem(mark)).not.toBeNull();
  });
});
