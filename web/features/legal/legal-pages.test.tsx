import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// docs/product.md §2 "Landing" and "Registration": the landing and the registration checkbox name
// the 'Términos y condiciones' and the 'Política de tratamiento de datos personales'; both open,
// without a session.

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const supportLine = () =>
  fakeApi({
    'GET /support-contact': () =>
      answer(200, { display: '+57 601 234 5678', tel: '+576012345678' }),
  });

describe('legal pages', () => {
  it('/terminos opens without a session: the rules of use, dated, with the contacts', async () => {
    supportLine();
    renderApp('/terminos');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeVisible();
    expect(screen.getByText('Vigente desde el 4 de diciembre de 2026.')).toBeVisible();
    expect(screen.getByRole('heading', { name: '3. Si vendes' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '4. Si compras' })).toBeVisible();
    expect(await screen.findByRole('link', { name: '+57 601 234 5678' })).toHaveAttribute(
      'href',
      'tel:+576012345678',
    );
    expect(document.title).toContain('Términos y condiciones');
  });

  it('/privacidad says who is responsible, what data, what for, the rights and how to use them', async () => {
    supportLine();
    renderApp('/privacidad');

    const page = await screen.findByRole('article');
    expect(
      within(page).getByRole('heading', {
        level: 1,
        name: 'Política de tratamiento de datos personales',
      }),
    ).toBeVisible();
    expect(page).toHaveTextContent('Ley 1581 de 2012');
    expect(page).toHaveTextContent('Decreto 1377 de 2013');
    expect(page).toHaveTextContent('Decreto Único 1074 de 2015');
    for (const heading of [
      '1. Quién es el responsable de tus datos',
      '2. Qué datos guardamos',
      '3. Para qué usamos tus datos',
      '5. Tus derechos',
      '6. Cómo ejercer tus derechos',
      '7. Cómo eliminar tu cuenta',
    ]) {
      expect(within(page).getByRole('heading', { name: heading })).toBeVisible();
    }
    // The titular's rights (Ley 1581 de 2012, art. 8) and the answer times (arts. 14 and 15).
    for (const right of [
      'Conocer, actualizar y rectificar tus datos personales.',
      'Solicitar prueba de la autorización que nos diste.',
      'Ser informado, si lo pides, del uso que les hemos dado a tus datos.',
    ]) {
      expect(within(page).getByText(right)).toBeVisible();
    }
    expect(page).toHaveTextContent('Superintendencia de Industria y Comercio');
    expect(page).toHaveTextContent(/Revocar la autorización y pedir que borremos tus datos/);
    expect(page).toHaveTextContent('10 días hábiles');
    expect(page).toHaveTextContent('15 días hábiles');
    // How to delete the account, with the app's own button names.
    expect(page).toHaveTextContent('Eliminar mi cuenta');
    expect(page).toHaveTextContent('Sí, eliminar mi cuenta');
    expect(
      within(page).getAllByRole('link', { name: 'datos@elcampoentusmanos.co' })[0],
    ).toHaveAttribute('href', 'mailto:datos@elcampoentusmanos.co');
    expect(await within(page).findByRole('link', { name: '+57 601 234 5678' })).toBeVisible();
  });

  it('without signal the contacts still say where to find the support line', async () => {
    fakeApi({ 'GET /support-contact': () => answer(503, { message: 'Sin servicio' }) });
    renderApp('/privacidad');

    const page = await screen.findByRole('article');
    expect(page).toHaveTextContent('datos@elcampoentusmanos.co');
    expect(page).toHaveTextContent(/número que aparece en «Reportar un problema»/);
  });

  it('each legal page links to the other', async () => {
    supportLine();
    const app = renderApp('/terminos');

    const others = await screen.findByRole('navigation', { name: 'Documentos legales' });
    await userEvent.click(
      within(others).getByRole('link', { name: 'Política de tratamiento de datos personales' }),
    );
    expect(app.currentPath()).toBe('/privacidad');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Política de tratamiento de datos personales',
      }),
    ).toBeVisible();
  });

  it('the registration checkbox links both documents, opening in a new tab so nothing typed is lost', async () => {
    fakeApi({
      'GET /departments': () => answer(200, { data: [] }),
    });
    renderApp('/RegisterForm');

    const terms = await screen.findByRole('link', { name: 'Términos y condiciones' });
    const privacy = screen.getByRole('link', {
      name: 'Política de tratamiento de datos personales',
    });
    expect(terms).toHaveAttribute('href', '/terminos');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('href', '/privacidad');
    expect(privacy).toHaveAttribute('target', '_blank');
    // The checkbox keeps its name.
    expect(
      screen.getByRole('checkbox', {
        name: 'Acepto los Términos y condiciones y la Política de tratamiento de datos personales',
      }),
    ).not.toBeChecked();
  });
});
