import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterFirstUse } from './when-idle';

// Code a page does not need for its first tap waits for the person (decision 027, session 20).
describe('whenIdleAfterFirstUse', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: whenIdle then waits a second.
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the first touch, then for an idle moment, and runs once', () => {
    const task = vi.fn();
    whenIdleAfterFirstUse(task);
    vi.advanceTimersByTime(4000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when the person does nothing', () => {
    const task = vi.fn();
    whenIdleAfterFirstUse(task, 5000);
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1001);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
