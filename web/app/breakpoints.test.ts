/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../../domain/limits';

describe('mobile breakpoint', () => {
  it('the CSS switches between drawer and sidebar at the width the code uses (768 px)', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8');
    expect(css).toContain(`--breakpoint-md: ${LAYOUT.mobileBreakpointPx}px;`);
  });
});
