import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

describe('landing page', () => {
  it('"Registrarme ahora" leads to /RegisterForm and "Ya tengo cuenta" to /auth', () => {
    render(<LandingPage onNavigate={() => undefined} />);

    expect(screen.getByRole('link', { name: 'Registrarme ahora' })).toHaveAttribute(
      'href',
      '/RegisterForm',
    );
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/auth');
  });

  it('a tap on a button navigates inside the app instead of reloading the page', async () => {
    const onNavigate = vi.fn();
    render(<LandingPage onNavigate={onNavigate} />);

    await userEvent.click(screen.getByRole('link', { name: 'Registrarme ahora' }));

    expect(onNavigate).toHaveBeenCalledWith('/RegisterForm');
  });

  it('ctrl-click leaves the link to the browser (new tab)', () => {
    const onNavigate = vi.fn();
    const browser = vi.fn((event: Event) => event.preventDefault()); // jsdom cannot open tabs
    document.addEventListener('click', browser);
    render(<LandingPage onNavigate={onNavigate} />);

    fireEvent.click(screen.getByRole('link', { name: 'Ya tengo cuenta' }), { ctrlKey: true });
    document.removeEventListener('click', browser);

    expect(onNavigate).not.toHaveBeenCalled();
    expect(browser).toHaveBeenCalled();
  });

  it('tells the visitor that continuing means declaring to be of legal age and accepting the terms', () => {
    render(<LandingPage onNavigate={() => undefined} />);

    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Al continuar declaras que eres mayor de edad y aceptas los Términos y condiciones y la Política de tratamiento de datos personales.',
      ),
    ).toBeVisible();
  });

  it('the notice links the terms and the data policy, opened inside the app', async () => {
    const onNavigate = vi.fn();
    render(<LandingPage onNavigate={onNavigate} />);

    const terms = screen.getByRole('link', { name: 'Términos y condiciones' });
    const privacy = screen.getByRole('link', {
      name: 'Política de tratamiento de datos personales',
    });
    expect(terms).toHaveAttribute('href', '/terminos');
    expect(privacy).toHaveAttribute('href', '/privacidad');

    await userEvent.click(privacy);
    expect(onNavigate).toHaveBeenCalledWith('/privacidad');
  });
});
