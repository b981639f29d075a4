import { describe, expect, it } from 'vitest';
import { classesIn, classesInCode, pageStylesheet } from './page-stylesheet';

// A piece of Tailwind's minified output, with the kinds of rules it writes.
const CSS = [
  '/*! tailwindcss v4 */',
  '@layer properties;@layer theme,base,components,utilities;',
  '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-scale-x:1;--tw-border-style:solid}}}',
  '@layer theme{:root,:host{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-campo-900:#1f3a18;--color-red-50:#fef2f2}}',
  '@layer base{*,:after,:before{box-sizing:border-box}html{line-height:1.5;font-family:var(--default-font-family)}',
  'table{border-collapse:collapse}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}.hidden{display:none}',
  '.text-campo-900{color:var(--color-campo-900)}',
  '.scale-110{--tw-scale-x:110%;scale:var(--tw-scale-x)}',
  '.hover\\:bg-white\\/25:hover{background-color:#ffffff40}',
  '@supports (color:color-mix(in lab, red, red)){.hover\\:bg-white\\/25:hover{background-color:color-mix(in oklab,#fff 25%,transparent)}}',
  '.after\\:content-\\[\\\'\\\'\\]:after{content:""}',
  '.group-hover\\:scale-\\[1\\.03\\]:is(:where(.group):hover *){scale:1.03}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}',
  ':is(.has-disabled\\:opacity-60:has(:disabled),.has-\\[\\:disabled\\]\\:opacity-60:has(:disabled)){opacity:.6}',
  '.\\32 xl\\:flex{display:flex}',
  '.heart--card:hover{background-color:#fff}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}',
  '}',
  '@property --tw-scale-x{syntax:"*";inherits:false;initial-value:1}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const forPage = (html: string) => pageStylesheet(CSS).forHtml(html);

describe('the stylesheet of a rendered page', () => {
  it('keeps the rules of the classes the page uses, in order, and drops the others', () => {
    const css = forPage('<div class="flex sm:grid"></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('@media (min-width:40rem){.sm\\:grid{display:grid}}');
    expect(css).not.toContain('.hidden{');
    expect(css).not.toContain('sm\\:hidden');
    expect(css.indexOf('.flex{')).toBeLessThan(css.indexOf('.sm\\:grid'));
  });

  it('keeps what needs no class: layers, base rules, @keyframes, and the variables they read', () => {
    const css = forPage('<p></p>');
    expect(css).toContain('@layer properties;@layer theme,base,components,utilities;');
    expect(css).toContain('html{line-height:1.5;font-family:var(--default-font-family)}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    // The base rules read the default font, which reads the sans font: both stay.
    expect(css).toContain(
      '@layer theme{:root,:host{--font-sans:system-ui;--default-font-family:var(--font-sans);}}',
    );
    // An emptied layer keeps its place in the order.
    expect(css).toContain('@layer utilities{}');
    expect(css).not.toContain('tailwindcss v4');
  });

  it('keeps a rule that names an element only where the page or its code has one', () => {
    const plain = forPage('<p class="flex"></p>');
    expect(plain).not.toContain('table{');
    expect(plain).not.toContain('optgroup{');
    expect(plain).toContain('html{line-height:1.5;');
    expect(forPage('<table class="flex"></table>')).toContain('table{border-collapse:collapse}');
    const code = { key: 'code', classes: new Set(['jsx(', 'optgroup']) };
    expect(pageStylesheet(CSS).forHtml('<p></p>', code)).toContain(
      ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}',
    );
  });

  it('reads escaped class names as HTML writes them', () => {
    const css = forPage(
      `<a class="hover:bg-white/25 after:content-[&#x27;&#x27;] 2xl:flex has-[:disabled]:opacity-60"></a>`,
    );
    expect(css).toContain('.hover\\:bg-white\\/25:hover{background-color:#ffffff40}');
    expect(css).toContain('@supports (color:color-mix(in lab, red, red)){.hover\\:bg-white');
    expect(css).toContain('.after\\:content-\\[\\\'\\\'\\]:after{content:""}');
    expect(css).toContain('.\\32 xl\\:flex{display:flex}');
    expect(css).toContain(':is(.has-disabled\\:opacity-60:has(:disabled),');
  });

  it('needs the class a variant is written on, and one class of a selector made only of others', () => {
    expect(forPage('<div class="group"></div>')).not.toContain('group-hover');
    expect(forPage('<div class="group"><img class="group-hover:scale-[1.03]"></div>')).toContain(
      '.group-hover\\:scale-\\[1\\.03\\]',
    );
    expect(forPage('<ul class="space-y-2"></ul>')).toContain(':where(.space-y-2>');
    expect(forPage('<ul class="flex"></ul>')).not.toContain('space-y-2');
  });

  it('with every class of the stylesheet, keeps all of it', () => {
    const every =
      'flex hidden text-campo-900 scale-110 hover:bg-white/25 after:content-[&#x27;&#x27;] group group-hover:scale-[1.03] space-y-2 has-disabled:opacity-60 2xl:flex heart--card sm:grid sm:hidden';
    // All of it but the variables no rule reads.
    expect(forPage(`<div class="${every}"><table></table><optgroup></optgroup></div>`)).toBe(
      CSS.replace('/*! tailwindcss v4 */', '')
        .replace('--color-red-50:#fef2f2', '')
        .replace('--tw-border-style:solid', ''),
    );
  });
});

describe('the custom properties of a rendered page', () => {
  it('are only those its rules read, with their @property and fallbacks', () => {
    const plain = forPage('<p class="flex"></p>');
    expect(plain).not.toContain('--color-campo-900');
    expect(plain).not.toContain('--color-red-50');
    expect(plain).not.toContain('@property');
    expect(plain).not.toContain('--tw-scale-x');
    // The fallbacks' rule and its @supports went with their last declaration; the layer stays.
    expect(plain).toContain('@layer properties{}');

    const read = forPage('<p class="text-campo-900 scale-110"></p>');
    expect(read).toContain(':root,:host{--font-sans:system-ui;');
    expect(read).toContain('--color-campo-900:#1f3a18;');
    expect(read).not.toContain('--color-red-50');
    expect(read).toContain('@property --tw-scale-x{');
    expect(read).toContain('*,:before,:after{--tw-scale-x:1;}');
    expect(read).not.toContain('--tw-border-style');
  });

  it('are declarations, not the end of a class name: `.heart--card:hover` keeps its name', () => {
    expect(forPage('<button class="heart--card"></button>')).toContain(
      '.heart--card:hover{background-color:#fff}',
    );
  });
});

describe('the classes a page’s code can draw', () => {
  it('are kept with the page’s own: a menu the code opens has its rules', () => {
    const sheet = pageStylesheet(CSS);
    const code = { key: 'app.js', classes: classesInCode('x("sm:grid "+`hidden ${y}`)') };
    const css = sheet.forHtml('<div class="flex"></div>', code);
    expect(css).toContain('.flex{');
    expect(css).toContain('.hidden{display:none}');
    expect(css).toContain('.sm\\:grid{display:grid}');
    expect(sheet.forHtml('<div class="flex"></div>')).not.toContain('.hidden{');
  });
});

describe('the classes of a page', () => {
  it('are every name of every class attribute, entities undone', () => {
    expect([...classesIn('<a class="a  b&amp;c" href="x"><b class="d"></b></a>')]).toEqual([
      'a',
      'b&c',
      'd',
    ]);
  });
});
