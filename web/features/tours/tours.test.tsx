import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Config, Driver } from 'driver.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOURS } from '../../../domain/limits';
import { storageKeys } from '../../lib/storage-keys';
import { fakeToken } from '../../test/fake-token';
import { CreateProductTourButton } from './tour-help-button';
import { createProductTourSteps, homeTourSteps } from './tour-steps';
import { WelcomeTourOffer } from './welcome-tour-offer';

// driver.js stands in as a fake that records its configuration; `end()` plays what the library
// does when a tour ends (Listo, Cerrar, Escape, a tap outside): it calls onDestroyed.
const tours = vi.hoisted(() => ({ started: [] as { config: Config; instance: Driver }[] }));

vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    let active = false;
    const instance = {
      drive: () => {
        active = true;
      },
      isActive: () => active,
      destroy: () => {
        if (!active) return;
        active = false;
        config.onDestroyed?.(undefined, {}, {} as never);
      },
    } as unknown as Driver;
    tours.started.push({ config, instance });
    return instance;
  },
}));

const lastTour = () => tours.started.at(-1)!;
const end = () => act(() => lastTour().instance.destroy());

const homeMark = (userId: string | number) => storageKeys.tourCompleted('home', userId);
const createMark = (userId: string | number) => storageKeys.tourCompleted('create-product', userId);

function signInAs(id: number) {
  window.localStorage.setItem(storageKeys.accessToken, fakeToken({ sub: String(id) }));
  window.localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id, name: 'Rosa Pérez', phone: '3105551234' }),
  );
}

beforeEach(() => {
  tours.started = [];
  signInAs(37);
});

afterEach(() => {
  vi.useRealTimers();
});

const question = () => screen.queryByRole('dialog', { name: '¿Quieres un recorrido rápido?' });

/** The question's code is fetched when it is asked: it shows once that import has resolved. */
async function waitTheDelay() {
  act(() => vi.advanceTimersByTime(TOURS.welcomeDelayMs));
  await vi.waitFor(() => expect(question()).toBeInTheDocument());
}

describe('tour definitions', () => {
  it('the home tour has 7 steps and the create-product tour 5, each with a Spanish text', () => {
    expect(homeTourSteps).toHaveLength(TOURS.homeSteps);
    expect(homeTourSteps).toHaveLength(7);
    expect(createProductTourSteps).toHaveLength(TOURS.createProductSteps);
    expect(createProductTourSteps).toHaveLength(5);
    for (const step of [...homeTourSteps, ...createProductTourSteps]) {
      expect(step.targets.length).toBeGreaterThan(0);
      expect(step.title).not.toBe('');
      expect(step.description).not.toBe('');
    }
  });

  it('the create-product tour points at the marked parts of the create screen', () => {
    expect(createProductTourSteps.map((step) => step.targets[0])).toEqual([
      '[data-tour="product-search"]',
      '[data-tour="unit"]',
      '[data-tour="price"]',
      '[data-tour="photos"]',
      '[data-tour="publish"]',
    ]);
  });
});

describe('welcome tour dialog on the home screen', () => {
  it('appears after 2 seconds when the home tour is not done', async () => {
    vi.useFakeTimers();
    render(<WelcomeTourOffer />);

    act(() => vi.advanceTimersByTime(TOURS.welcomeDelayMs - 1));
    expect(question()).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(question()).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sí, muéstrame' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeVisible();
  });

  it('does not appear when this person already finished, closed or declined it', () => {
    vi.useFakeTimers();
    window.localStorage.setItem(homeMark(37), '2026-11-01T10:00:00.000Z');
    render(<WelcomeTourOffer />);

    act(() => vi.advanceTimersByTime(TOURS.welcomeDelayMs * 5));
    expect(question()).not.toBeInTheDocument();
  });

  it("is remembered per person: another user's mark does not hide it", async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(homeMark(12), '2026-11-01T10:00:00.000Z');
    render(<WelcomeTourOffer />);

    await waitTheDelay();
  });

  it('"Ahora no" closes it and stores the done mark for this person', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<WelcomeTourOffer />);
    await waitTheDelay();

    await user.click(screen.getByRole('button', { name: 'Ahora no' }));

    expect(question()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(homeMark(37))).not.toBeNull();
    expect(window.localStorage.getItem(homeMark(12))).toBeNull();
    expect(tours.started).toHaveLength(0);
  });

  it('closing the question with Escape counts as declining', async () => {
    vi.useFakeTimers();
    render(<WelcomeTourOffer />);
    await waitTheDelay();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    expect(question()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(homeMark(37))).not.toBeNull();
  });

  it('"Sí, muéstrame" starts the 7-step tour in Spanish, with 400 ms steps and "n de 7"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<WelcomeTourOffer />);
    await waitTheDelay();

    await user.click(screen.getByRole('button', { name: 'Sí, muéstrame' }));

    await vi.waitFor(() => expect(tours.started).toHaveLength(1));
    const { config } = lastTour();
    expect(config.steps).toHaveLength(7);
    expect(config).toMatchObject({
      duration: 400,
      showProgress: true,
      progressText: '{{current}} de {{total}}',
      nextBtnText: 'Siguiente',
      prevBtnText: 'Anterior',
      doneBtnText: 'Listo',
      allowClose: true,
      allowKeyboardControl: true,
      overlayClickBehavior: 'close',
    });
    expect(config.steps![0]!.popover!.title).toBe('Vende lo que produces');
    expect(question()).not.toBeInTheDocument();
    // Not done yet: only the end of the tour marks it.
    expect(window.localStorage.getItem(homeMark(37))).toBeNull();

    end();
    expect(window.localStorage.getItem(homeMark(37))).not.toBeNull();
  });

  it('a tour still open when the home goes away is closed, and counts as done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = render(<WelcomeTourOffer />);
    await waitTheDelay();
    await user.click(screen.getByRole('button', { name: 'Sí, muéstrame' }));
    await vi.waitFor(() => expect(lastTour()?.instance.isActive()).toBe(true));

    view.unmount();

    expect(lastTour().instance.isActive()).toBe(false);
    expect(window.localStorage.getItem(homeMark(37))).not.toBeNull();
  });
});

describe('"¿Cómo publicar?" on the create screen', () => {
  it('starts the 5-step create-product tour; its end (Listo, Escape, outside) marks it done', async () => {
    render(<CreateProductTourButton />);

    await userEvent.click(screen.getByRole('button', { name: '¿Cómo publicar?' }));

    await vi.waitFor(() => expect(tours.started).toHaveLength(1));
    expect(lastTour().config.steps).toHaveLength(5);
    expect(lastTour().config.doneBtnText).toBe('Listo');
    expect(window.localStorage.getItem(createMark(37))).toBeNull();

    end();
    expect(window.localStorage.getItem(createMark(37))).not.toBeNull();
    expect(window.localStorage.getItem(homeMark(37))).toBeNull();
  });

  it('can be started again after it was done', async () => {
    window.localStorage.setItem(createMark(37), '2026-11-01T10:00:00.000Z');
    render(<CreateProductTourButton />);

    await userEvent.click(screen.getByRole('button', { name: '¿Cómo publicar?' }));
    await vi.waitFor(() => expect(tours.started).toHaveLength(1));
  });
});
