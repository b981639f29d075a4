import { describe, expect, it } from 'vitest';
import { Stats } from './http';

describe('soak statistics', () => {
  it('counts a 503 with Retry-After as the designed "busy", and every other 5xx as a failure', () => {
    const stats = new Stats();
    stats.record('photo upload', { status: 503, body: {}, ms: 5, retryAfter: '2' }, [201, 503]);
    stats.record('photo upload', { status: 503, body: {}, ms: 5 }, [201, 503]);
    stats.record('listing edit', { status: 500, body: {}, ms: 5 }, [200]);
    stats.record('catalogue', { status: 200, body: {}, ms: 5 }, [200]);

    expect(stats.busyAnswers).toBe(1);
    expect(stats.serverErrors).toBe(2);
    expect(stats.unexpected).toEqual(['listing edit → 500: {}']);
  });
});
