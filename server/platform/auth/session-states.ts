// What every signed-in request checks its token against: does the account still exist, and is
// the token's version still the account's (logout-all and deletion change it)? Reading it from
// the database on every request cost a round trip per call (bench/report.md), so each process
// keeps the answers it read, and forgets one the moment it hears that the account changed:
// from this process at once, from the others through the session channel (Redis or PostgreSQL).
// Decision 017. Read in the same query, and kept and forgotten with it, is what the person did
// to listings (their hearts, contacts and reviews: viewer-marks.ts), which their signed-in
// answers show; their own writes amend it here and are announced like a session change.
// Decision 019.
import type { ViewerChange, ViewerMarks } from './viewer-marks';

/**
 * An account as a token sees it, with what the person did to listings (null when there is too
 * much to keep: their answers read it from the database); null when the account does not exist
 * (deleted).
 */
export type SessionState = {
  role: 'user' | 'admin';
  tokenVersion: number;
  marks: ViewerMarks | null;
} | null;

export interface SessionStatesOptions {
  /** Reads the state from the database (one query). */
  load: (userId: number) => Promise<SessionState>;
  /** At most this many accounts are kept; the least recently used go first. */
  maxEntries?: number;
  /** At most this many listing ids (viewer marks) in all; the least recently used go first. */
  maxMarkIds?: number;
  /**
   * A kept state is read again after this long even without news: a backstop for a change no
   * process announced (an UPDATE typed by hand), not the way changes normally arrive.
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  state: SessionState;
  loadedAt: number;
}

export const SESSION_STATES_MAX_ENTRIES = 50_000;
/** 4 bytes each (Int32Array): about 8 MB of marks at most, beside the entries' own ~10 MB. */
export const SESSION_STATES_MAX_MARK_IDS = 2_000_000;
export const SESSION_STATES_MAX_AGE_MS = 60_000;

const markIdsOf = (entry: Entry | undefined) => entry?.state?.marks?.size ?? 0;

export class SessionStates {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used
  // first, which is the one dropped when the map is full.
  private readonly entries = new Map<number, Entry>();
  // Bumped by every forget: a read that started before it may hold the old state, so it is
  // answered but not kept (otherwise an invalidation arriving during the read would be lost).
  private generation = 0;
  // False while the channel that brings other processes' changes is down: nothing is kept then,
  // since a change announced meanwhile would not reach us.
  private trusted = true;
  private readonly load: SessionStatesOptions['load'];
  private readonly maxEntries: number;
  private readonly maxMarkIds: number;
  private readonly maxAgeMs: number;
  /** Listing ids held by the kept entries' marks. */
  private markIds = 0;
  private readonly now: () => number;

  constructor(options: SessionStatesOptions) {
    this.load = options.load;
    this.maxEntries = options.maxEntries ?? SESSION_STATES_MAX_ENTRIES;
    this.maxMarkIds = options.maxMarkIds ?? SESSION_STATES_MAX_MARK_IDS;
    this.maxAgeMs = options.maxAgeMs ?? SESSION_STATES_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** The account's state: from memory when kept and fresh, otherwise read (and kept). */
  async stateOf(userId: number): Promise<SessionState> {
    return this.kept(userId) ?? this.read(userId);
  }

  /** The account's state when kept and fresh (no promise), else undefined. */
  kept(userId: number): SessionState | undefined {
    const kept = this.entries.get(userId);
    if (!kept || this.now() - kept.loadedAt >= this.maxAgeMs) return undefined;
    // Most recently used: moved to the end.
    this.entries.delete(userId);
    this.entries.set(userId, kept);
    return kept.state;
  }

  /** The account's state read from the database now (admin calls), kept for the next ones. */
  async read(userId: number): Promise<SessionState> {
    const generation = this.generation;
    const loadedAt = this.now();
    const state = await this.load(userId);
    // An account that does not exist is not kept: its id may yet be given to a new account (a
    // database reset under a running server), and old tokens of deleted accounts are rare.
    if (state && this.trusted && generation === this.generation) {
      this.keep(userId, { state, loadedAt });
    }
    return state;
  }

  /** The account changed (here or in another process): its next request reads it again. */
  forget(userId: number): void {
    this.generation++;
    this.remove(userId);
  }

  /**
   * The person's own write, committed in this process: what is kept is brought up to date in
   * place (no read on their next request here). Other processes are told to forget instead.
   */
  amend(userId: number, change: ViewerChange): void {
    // A read in flight may have seen the database before the write: not kept (as for forget).
    this.generation++;
    const kept = this.entries.get(userId);
    if (!kept?.state?.marks) return;
    const marks = kept.state.marks.with(change);
    this.remove(userId);
    // Grown past what is kept: forgotten, read again on the next request.
    if (marks) this.keep(userId, { state: { ...kept.state, marks }, loadedAt: kept.loadedAt });
  }

  /**
   * The channel went down (trusted = false: read every time) or came back (trusted again);
   * either way news may have been missed, so everything kept is dropped.
   */
  setTrusted(trusted: boolean): void {
    this.generation++;
    this.entries.clear();
    this.markIds = 0;
    this.trusted = trusted;
  }

  /** How many accounts are kept (tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  /** How many listing ids their marks hold (tests of the bound). */
  get keptMarkIds(): number {
    return this.markIds;
  }

  private keep(userId: number, entry: Entry): void {
    this.remove(userId);
    this.entries.set(userId, entry);
    this.markIds += markIdsOf(entry);
    while (this.entries.size > this.maxEntries || this.markIds > this.maxMarkIds) {
      const oldest = this.entries.keys().next().value as number;
      this.remove(oldest);
    }
  }

  private remove(userId: number): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.markIds -= markIdsOf(entry);
    this.entries.delete(userId);
  }
}
