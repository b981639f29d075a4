import { describe, expect, it } from 'vitest';
import { classesIn, pageStylesheet } from './page-stylesheet';

// A piece of Tailwind's minified output, with the kinds of rules it writes.
const CSS = [
  '/*! tailwindcss v4 */',
  '@layer properties;@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-campo-900:#1f3a18}}',
  '@layer base{*,:after,:before{box-sizing:border-box}html{line-height:1.5}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}.hidden{display:none}',
  '.hover\\:bg-white\\/25:hover{background-color:#ffffff40}',
  '@supports (color:color-mix(in lab, red, red)){.hover\\:bg-white\\/25:hover{background-color:color-mix(in oklab,#fff 25%,transparent)}}',
  '.after\\:content-\\[\\\'\\\'\\]:after{content:""}',
  '.group-hover\\:scale-\\[1\\.03\\]:is(:where(.group):hover *){scale:1.03}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}',
  ':is(.has-disabled\\:opacity-60:has(:disabled),.has-\\[\\:disabled\\]\\:opacity-60:has(:disabled)){opacity:.6}',
  '.\\32 xl\\:flex{display:flex}',
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

  it('keeps what needs no class: layers, theme, base rules, @property, @keyframes', () => {
    const css = forPage('<p></p>');
    expect(css).toContain('@layer properties;@layer theme,base,components,utilities;');
    expect(css).toContain('@layer theme{:root,:host{--color-campo-900:#1f3a18}}');
    expect(css).toContain('html{line-height:1.5}');
    expect(css).toContain('@property --tw-scale-x{');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    // An emptied layer keeps its place in the order.
    expect(css).toContain('@layer utilities{}');
    expect(css).not.toContain('tailwindcss v4');
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
      'flex hidden hover:bg-white/25 after:content-[&#x27;&#x27;] group group-hover:scale-[1.03] space-y-2 has-disabled:opacity-60 2xl:flex sm:grid sm:hidden';
    expect(forPage(`<div class="${every}"></div>`)).toBe(CSS.replace('/*! tailwindcss v4 */', ''));
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
