import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// web/rendered-page.ts is the one script of a server-rendered page (decision 013): it must not
// ask for anything before the page is painted, so it imports nothing at load (a static import
// would be fetched, and its own imports after it, before the script runs). Types are erased; the
// app's code is imported dynamically, after the paint, by the address the server names.
describe('web/rendered-page.ts', () => {
  const source = readFileSync(path.join(import.meta.dirname, 'rendered-page.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });

  it('imports nothing once compiled: no static import or re-export', () => {
    const file = ts.createSourceFile('rendered-page.js', outputText, ts.ScriptTarget.ES2022);
    const loads = file.statements
      .filter(
        (node) =>
          ts.isImportDeclaration(node) ||
          (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined),
      )
      .map((node) => node.getText(file));
    expect(loads).toEqual([]);
  });

  it('loads the app with one dynamic import of the address the page names', () => {
    expect(outputText.match(/\bimport\(/g)).toHaveLength(1);
    expect(outputText).toContain('import(/* @vite-ignore */ app)');
  });
});
