import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeReportSection } from './report';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ectm-report-'));
const file = path.join(dir, 'report.md');
afterEach(() => rmSync(file, { force: true }));

describe('bench report sections', () => {
  it('keeps the other scripts’ sections when one is written again', () => {
    writeReportSection('api', '## API\n\nfirst', file);
    writeReportSection('soak', '## Soak\n\nok', file);
    writeReportSection('api', '## API\n\nsecond', file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('second');
    expect(text).not.toContain('first');
    expect(text).toContain('## Soak\n\nok');
    expect(text.indexOf('## API')).toBeLessThan(text.indexOf('## Soak'));
  });
});
