import { describe, expect, it } from 'vitest';
import { RecentResults } from './recent-results';

describe('RecentResults', () => {
  it('keeps at most its bound, the least recently used first out', () => {
    const recent = new RecentResults<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    // Using a makes b the least recently used.
    expect(recent.get('a')).toBe(1);
    recent.set('c', 3);
    expect(recent.size).toBe(2);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBe(1);
    expect(recent.get('c')).toBe(3);
  });

  it('keeps a key used within every half of its bound, however many others come', () => {
    const recent = new RecentResults<number, number>(10);
    recent.set(-1, -1);
    for (let key = 0; key < 1_000; key++) {
      recent.set(key, key);
      // Used once every 5 insertions (half the bound): never the first out.
      if (key % 5 === 4) expect(recent.get(-1)).toBe(-1);
    }
    expect(recent.size).toBe(10);
    expect(recent.get(-1)).toBe(-1);
    expect(recent.get(989)).toBeUndefined();
    expect(recent.get(999)).toBe(999);
  });

  it('stays within its bound however many keys come', () => {
    const recent = new RecentResults<number, number>(100);
    for (let key = 0; key < 10_000; key++) recent.set(key, key);
    expect(recent.size).toBe(100);
    expect(recent.get(9_999)).toBe(9_999);
    expect(recent.get(9_899)).toBeUndefined();
  });

  it('replaces the result of a key set again', () => {
    const recent = new RecentResults<string, number>(2);
    recent.set('a', 1);
    recent.set('a', 2);
    expect(recent.size).toBe(1);
    expect(recent.get('a')).toBe(2);
  });
});
