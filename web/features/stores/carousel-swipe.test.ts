import { describe, expect, it } from 'vitest';
import { slideAfterSwipe, swipeThresholdPx } from './carousel-swipe';

describe('carousel swipe threshold (docs/product.md §9)', () => {
  it('is 15 % of the width on a phone, and never more than 80 px', () => {
    expect(swipeThresholdPx(358)).toBeCloseTo(53.7);
    expect(swipeThresholdPx(1200)).toBe(80);
  });

  it('a drag shorter than the threshold stays on the same slide', () => {
    expect(slideAfterSwipe({ dx: -53, width: 358, from: 1, count: 4 })).toBe(1);
    expect(slideAfterSwipe({ dx: 79, width: 1200, from: 1, count: 4 })).toBe(1);
  });

  it('past it, a drag to the left shows the next slide and to the right the previous one', () => {
    expect(slideAfterSwipe({ dx: -54, width: 358, from: 1, count: 4 })).toBe(2);
    expect(slideAfterSwipe({ dx: 80, width: 1200, from: 1, count: 4 })).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(slideAfterSwipe({ dx: -200, width: 358, from: 3, count: 4 })).toBe(0);
    expect(slideAfterSwipe({ dx: 200, width: 358, from: 0, count: 4 })).toBe(3);
  });

  it('a single slide never moves', () => {
    expect(slideAfterSwipe({ dx: -300, width: 358, from: 0, count: 1 })).toBe(0);
  });
});
