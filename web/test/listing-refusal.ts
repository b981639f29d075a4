import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { answer } from './fake-api';

// The create and edit listing screens answer a 422 on the same fields the same way: this is the
// server's refusal both tests send, and what both must show for it.

/** POST /products or /products/:id refusing a stock too high and a description's banned word. */
export const refuseStockAndDescription = () =>
  answer(422, {
    message: 'Revisa los datos del producto.',
    errors: {
      description: ['La descripción tiene palabras no permitidas.'],
      stock: ['La cantidad es demasiado alta.'],
    },
  });

/** Each message under its field, the price untouched, the focus on the stock, the form's alert. */
export async function expectStockAndDescriptionRefused(stock: HTMLElement) {
  await waitFor(() =>
    expect(stock).toHaveAccessibleDescription(
      expect.stringContaining('La cantidad es demasiado alta.'),
    ),
  );
  expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription(
    expect.stringContaining('La descripción tiene palabras no permitidas.'),
  );
  expect(screen.getByLabelText('Precio')).not.toHaveAttribute('aria-invalid');
  expect(stock).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos del producto.');
}
