import { CAROUSEL } from '../../../domain/limits';

// docs/product.md §9: a swipe changes slide once it is longer than min(80 px, 15 % of the carousel's
// width). Embla's own rule (its `dragThreshold` only decides when a drag stops being a click,
// and a release snaps by speed and distance) is overridden on release with this one.

export function swipeThresholdPx(width: number): number {
  return Math.min(CAROUSEL.swipeThresholdPx, CAROUSEL.swipeThresholdRatio * Math.max(0, width));
}

/**
 * The slide to show after a drag of `dx` px (negative: towards the left, which brings the next
 * slide) that started on slide `from` of `count`. Wraps around at both ends.
 */
export function slideAfterSwipe({
  dx,
  width,
  from,
  count,
}: {
  dx: number;
  width: number;
  from: number;
  count: number;
}): number {
  if (count < 2 || dx === 0 || Math.abs(dx) < swipeThresholdPx(width)) return from;
  const step = dx < 0 ? 1 : -1;
  return (from + step + count) % count;
}
