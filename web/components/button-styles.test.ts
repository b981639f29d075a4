import { describe, expect, it } from 'vitest';
import { buttonClass } from './button-styles';

const minHeights = (classes: string) => classes.split(' ').filter((c) => c.startsWith('min-h-'));

describe('buttonClass', () => {
  it('keeps the 44 px floor of a touch target when no height is asked for', () => {
    expect(minHeights(buttonClass('primary'))).toEqual(['min-h-tap']);
  });

  // Both together, the floor's rule came later in the stylesheet and won: 'min-h-12' was 44 px.
  it('a taller height asked for is the only min-height', () => {
    expect(minHeights(buttonClass('secondary', 'min-h-12 w-full'))).toEqual(['min-h-12']);
    expect(minHeights(buttonClass('primary', 'mt-2 min-h-13 text-lg'))).toEqual(['min-h-13']);
  });
});
