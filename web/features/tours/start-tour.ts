import type { Config, Driver, DriveStep } from 'driver.js';
import { TOURS } from '../../../domain/limits';
import { markTourCompleted, tourUserId } from './tour-marks';
import type { TourId } from './tour-marks';
import { tourSteps } from './tour-steps';
import type { TourStep } from './tour-steps';

// driver.js and its styles are fetched only when a tour is offered or started: most visits
// never show one, and the first paint must not pay for it.

type CreateDriver = (config: Config) => Driver;

let loading: Promise<CreateDriver> | null = null;

/** Starts the download of the tour library (and its CSS) without showing anything. */
export function preloadTour(): Promise<CreateDriver> {
  loading ??= Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./tour-theme.css'),
  ])
    .then(([library]) => library.driver)
    .catch((error: unknown) => {
      loading = null; // offline: try again on the next tap
      throw error;
    });
  return loading;
}

/** The first target that is on screen (a hidden sidebar or an absent section is skipped). */
function firstOnScreen(selectors: readonly string[]): Element | undefined {
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (element && element.getClientRects().length > 0) return element;
  }
  return undefined;
}

function driveStep(step: TourStep, index: number): DriveStep {
  return {
    // Looked up when the step shows, so it finds what is on screen at that moment. Without a
    // target the step shows in the middle of the screen.
    element: () => firstOnScreen(step.targets) as Element,
    popover: {
      title: step.title,
      description: step.description,
      // The first step has nothing before it: no dead 'Anterior' button.
      ...(index === 0 && { showButtons: ['next', 'close'] }),
    },
  };
}

/** Closes the tour on screen, if any: one tour at a time. */
let closeActive: (() => void) | null = null;

type StartTourOptions = {
  userId?: string;
  /** After the tour is gone, however it ended. */
  onEnd?: () => void;
};

/**
 * Shows a tour. However it ends (Listo on the last step, Cerrar, Escape, a tap outside, or the
 * screen going away) it counts as done for this person (docs/product.md §4 "Tours").
 * Resolves with a function that closes it.
 */
export async function startTour(
  tour: TourId,
  { userId = tourUserId(), onEnd }: StartTourOptions = {},
): Promise<() => void> {
  // Where the keyboard was (the help button), read before the button is disabled while the
  // library loads. A tour opened from the welcome dialog has no opener left: the page's main
  // content takes the focus instead of <body>.
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const returnFocus = () => {
    const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('main');
    target?.focus();
  };
  const createDriver = await preloadTour();
  closeActive?.();

  // However it ends, once: the mark, then the caller's callback.
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    if (closeActive === close) closeActive = null;
    markTourCompleted(tour, userId);
    onEnd?.();
  };

  const steps = tourSteps[tour];
  const instance: Driver = createDriver({
    steps: steps.map(driveStep),
    // docs/product.md §9: 400 ms between steps, unless the phone asks for less motion.
    animate: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    duration: TOURS.animationMs,
    // Smooth scrolling races the popover placement (it lands on the old position).
    smoothScroll: false,
    allowClose: true,
    allowKeyboardControl: true,
    overlayClickBehavior: 'close',
    // A tap on the highlighted button must not leave the screen halfway through the tour.
    disableActiveInteraction: true,
    overlayColor: '#0f210c',
    overlayOpacity: 0.62,
    stagePadding: 6,
    stageRadius: 16,
    popoverOffset: 12,
    popoverClass: 'campo-tour',
    showProgress: true,
    progressText: '{{current}} de {{total}}',
    nextBtnText: 'Siguiente',
    prevBtnText: 'Anterior',
    doneBtnText: 'Listo',
    onPopoverRender: (popover) => {
      // driver.js builds its dialog from a <header> and a <footer>: they are no landmarks of
      // the page (a second 'banner' in a screen reader's landmark list would mislead). The
      // title still names the dialog (aria-labelledby).
      popover.title.setAttribute('role', 'none');
      popover.footer.setAttribute('role', 'none');
      popover.closeButton.setAttribute('aria-label', 'Cerrar');
      popover.closeButton.title = 'Cerrar';
      // driver.js focuses the first button (the ×) right after this hook: Enter there would end
      // the tour. 'Siguiente' / 'Listo' takes the focus instead, so Enter walks through it.
      queueMicrotask(() => popover.nextButton.focus());
    },
    // Listo, Cerrar, Escape and a tap outside come through here. driver.js only calls
    // onDestroyed once a step's 400 ms animation has finished, so a quick Escape on the first
    // step would otherwise leave no mark.
    onDestroyStarted: (_element, _step, { driver: tourDriver }) => {
      finish();
      tourDriver.destroy();
      // Only when the person ended it: a tour closed because the screen went away leaves the
      // focus to the next screen.
      returnFocus();
    },
    onDestroyed: finish,
  });
  function close() {
    if (instance.isActive()) instance.destroy();
    finish();
  }
  closeActive = close;
  instance.drive();
  return close;
}
