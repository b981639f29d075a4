import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-config';
import { z } from 'zod';

afterEach(() => vi.restoreAllMocks());

describe('zod under our Content-Security-Policy', () => {
  it('is told there is no eval, so it never tries one (a CSP violation in the browser)', () => {
    expect(z.config().jitless).toBe(true);
    const evalProbe = vi.spyOn(globalThis, 'Function');

    const schema = z.object({ name: z.string().min(1), price: z.number().int() });
    expect(schema.safeParse({ name: 'Papa criolla', price: 4500 }).success).toBe(true);
    expect(schema.safeParse({ name: '', price: 1.5 }).success).toBe(false);

    expect(evalProbe).not.toHaveBeenCalled();
  });
});
