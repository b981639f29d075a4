import { describe, expect, it } from 'vitest';
import { SessionStates, type SessionState } from './session-states';
import { ViewerMarks } from './viewer-marks';

// The memory behind signed-in requests: what it keeps, for how long, and that no change is lost.
// The "database" here is a Map read by the loader the app would pass.

function world(options: { maxEntries?: number; maxMarkIds?: number; maxAgeMs?: number } = {}) {
  const rows = new Map<number, SessionState>();
  let reads = 0;
  let clock = 0;
  // A read can be held open to let a change happen while it is in flight.
  let hold: Promise<void> | null = null;
  const states = new SessionStates({
    load: async (userId) => {
      reads++;
      const state = rows.get(userId) ?? null;
      if (hold) await hold;
      return state;
    },
    now: () => clock,
    ...options,
  });
  return {
    states,
    rows,
    reads: () => reads,
    tick: (ms: number) => void (clock += ms),
    holdReads: () => {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const user = (tokenVersion: number): SessionState => ({ role: 'user', tokenVersion, marks: null });
const withHearts = (favourites: number[]): SessionState => ({
  role: 'user',
  tokenVersion: 0,
  marks: ViewerMarks.from({ isFavourite: favourites, contacted: [], reviewed: [] }),
});

describe('SessionStates', () => {
  it('reads an account once, then answers from memory', async () => {
    const w = world();
    w.rows.set(1, user(0));
    expect(await w.states.stateOf(1)).toEqual(user(0));
    expect(await w.states.stateOf(1)).toEqual(user(0));
    expect(w.reads()).toBe(1);
  });

  it('reads again after a change is announced', async () => {
    const w = world();
    w.rows.set(1, user(0));
    await w.states.stateOf(1);
    w.rows.set(1, user(1));
    w.states.forget(1);
    expect(await w.states.stateOf(1)).toEqual(user(1));
  });

  it('does not keep what a read in flight saw when a change is announced meanwhile', async () => {
    const w = world();
    w.rows.set(1, user(0));
    const release = w.holdReads();
    const inFlight = w.states.stateOf(1);
    // "Sign out everywhere" commits and is announced while the read above is under way.
    w.rows.set(1, user(1));
    w.states.forget(1);
    release();
    expect(await inFlight).toEqual(user(0));
    expect(await w.states.stateOf(1)).toEqual(user(1));
  });

  it('keeps at most maxEntries accounts, dropping the least recently used', async () => {
    const w = world({ maxEntries: 3 });
    for (const id of [1, 2, 3, 4, 5]) w.rows.set(id, user(0));
    for (const id of [1, 2, 3]) await w.states.stateOf(id);
    await w.states.stateOf(1); // 1 is now the most recently used
    await w.states.stateOf(4); // drops 2
    expect(w.states.size).toBe(3);
    const before = w.reads();
    await w.states.stateOf(1);
    await w.states.stateOf(3);
    await w.states.stateOf(4);
    expect(w.reads()).toBe(before);
    await w.states.stateOf(2);
    expect(w.reads()).toBe(before + 1);
  });

  it('reads a kept account again once it is older than maxAgeMs', async () => {
    const w = world({ maxAgeMs: 1_000 });
    w.rows.set(1, user(0));
    await w.states.stateOf(1);
    w.tick(999);
    await w.states.stateOf(1);
    expect(w.reads()).toBe(1);
    w.tick(1);
    await w.states.stateOf(1);
    expect(w.reads()).toBe(2);
  });

  it('does not keep an account that does not exist', async () => {
    const w = world();
    expect(await w.states.stateOf(7)).toBeNull();
    w.rows.set(7, user(0));
    expect(await w.states.stateOf(7)).toEqual(user(0));
  });

  it('keeps nothing while the channel is down, and starts from empty when it is back', async () => {
    const w = world();
    w.rows.set(1, user(0));
    await w.states.stateOf(1);
    w.states.setTrusted(false);
    await w.states.stateOf(1);
    await w.states.stateOf(1);
    expect(w.reads()).toBe(3);
    w.states.setTrusted(true);
    await w.states.stateOf(1);
    await w.states.stateOf(1);
    expect(w.reads()).toBe(4);
  });

  it('brings a kept person’s marks up to date with their own write, without a read', async () => {
    const w = world();
    w.rows.set(1, withHearts([3]));
    await w.states.stateOf(1);
    w.states.amend(1, { kind: 'isFavourite', listingId: 8, on: true });
    const state = await w.states.stateOf(1);
    expect(w.reads()).toBe(1);
    expect([3, 8].map((id) => state!.marks!.has('isFavourite', id))).toEqual([true, true]);
  });

  it('does not keep what a read in flight saw when the person’s write lands meanwhile', async () => {
    const w = world();
    w.rows.set(1, withHearts([]));
    const release = w.holdReads();
    const inFlight = w.states.stateOf(1);
    // The heart commits and is applied while the read above is under way.
    w.rows.set(1, withHearts([8]));
    w.states.amend(1, { kind: 'isFavourite', listingId: 8, on: true });
    release();
    expect((await inFlight)!.marks!.has('isFavourite', 8)).toBe(false);
    expect((await w.states.stateOf(1))!.marks!.has('isFavourite', 8)).toBe(true);
    expect(w.reads()).toBe(2);
  });

  it('keeps at most maxMarkIds listing ids in all, dropping the least recently used', async () => {
    const w = world({ maxMarkIds: 10 });
    for (const id of [1, 2, 3]) w.rows.set(id, withHearts([1, 2, 3, 4]));
    for (const id of [1, 2]) await w.states.stateOf(id);
    expect(w.states.keptMarkIds).toBe(8);
    await w.states.stateOf(1); // 1 is now the most recently used
    await w.states.stateOf(3); // 12 ids: drops 2
    expect(w.states.size).toBe(2);
    expect(w.states.keptMarkIds).toBe(8);
    const before = w.reads();
    await w.states.stateOf(1);
    await w.states.stateOf(3);
    expect(w.reads()).toBe(before);
    w.states.amend(3, { kind: 'contacted', listingId: 9, on: true });
    w.states.amend(3, { kind: 'contacted', listingId: 10, on: true });
    w.states.amend(3, { kind: 'contacted', listingId: 11, on: true }); // 11 ids: drops 1
    expect(w.states.size).toBe(1);
    expect(w.states.keptMarkIds).toBe(7);
    w.states.forget(3);
    expect(w.states.keptMarkIds).toBe(0);
  });
});
