import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideIcon } from './lucide-icon';

const web = path.resolve('web');
const esm = path.resolve('node_modules/lucide-react/dist/esm');

function resolve(source: string, importer?: string): unknown {
  const hook = lucideIcon(web).resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return (handler as (source: string, importer?: string) => unknown)(source, importer);
}

describe('lucideIcon', () => {
  it("answers lucide's own import of its Icon with ours", () => {
    const ours = path.join(web, 'components/lucide-icon.tsx');
    expect(resolve('./Icon.mjs', path.join(esm, 'createLucideIcon.mjs'))).toBe(ours);
    expect(resolve('./Icon.mjs', path.join(esm, 'lucide-react.mjs'))).toBe(ours);
  });

  it('leaves every other import alone', () => {
    expect(resolve('./Icon.mjs', path.join(esm, 'icons/menu.mjs'))).toBeNull();
    expect(resolve('./Icon.mjs', path.resolve('node_modules/other/dist/esm/index.mjs'))).toBeNull();
    expect(resolve('./Icon.mjs', path.join(web, 'components/x.tsx'))).toBeNull();
    expect(resolve('./context.mjs', path.join(esm, 'Icon.mjs'))).toBeNull();
    expect(resolve('./Icon.mjs')).toBeNull();
  });
});
