import { useRef } from 'react';
import type { TouchEvent } from 'react';
import { CAROUSEL } from '../../../../domain/limits';

/**
 * Swipe left / right on touch screens: a horizontal move longer than min(80 px, 15 % of the
 * width) (docs/product.md §9 "Carousel") calls onSwipe with +1 (next) or -1 (previous).
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);

  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      start.current =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      const threshold = Math.min(
        CAROUSEL.swipeThresholdPx,
        event.currentTarget.clientWidth * CAROUSEL.swipeThresholdRatio,
      );
      if (Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
