import { render } from '@testing-library/react';
import { Icon, type LucideIconData } from 'lucide-react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import LucideIcon from './lucide-icon';

// The component tests run lucide's own Icon (the builds' plugin, scripts/lucide-icon.ts, is not
// in the web project: lucide-react stays outside Vite's transforms there, as every dependency).
// This holds ours to lucide's markup: the same element, classes, accessible attributes and
// shapes, and what the caller passes, without lucide's fixed presentation attributes and
// without the icon's name as a class (`lucide-menu`: no rule reads it).

/** What lucide writes on every icon, now in web/styles.css (`.lucide`). */
const LUCIDE_DEFAULTS: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '24',
  height: '24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

const menu: LucideIconData = {
  name: 'menu',
  size: 24,
  node: [
    ['path', { d: 'M4 5h16', key: 'a' }],
    ['path', { d: 'M4 12h16', key: 'b' }],
  ],
};

/** lucide's classes less the icon's names (`lucide-menu`, an alias's `lucide-hamburger`). */
const withoutNames = (classes: string) =>
  classes
    .split(' ')
    .filter((name) => !/^lucide-(menu|hamburger)$/.test(name))
    .join(' ');

type Props = Omit<ComponentProps<typeof LucideIcon>, 'icon' | 'ref'>;

function drawn(element: React.ReactElement): { attributes: Record<string, string>; inner: string } {
  const svg = render(element).container.querySelector('svg')!;
  return {
    attributes: Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value])),
    inner: svg.innerHTML,
  };
}

const cases: { name: string; icon?: LucideIconData; props: Props; written: string[] }[] = [
  { name: 'no props', props: {}, written: [] },
  { name: 'classes', props: { className: 'size-4  fill-current lucide' }, written: [] },
  {
    name: 'a stroke width and an explicit aria-hidden',
    props: { strokeWidth: 2.25, 'aria-hidden': 'true' },
    written: ['stroke-width'],
  },
  {
    name: 'size and colour',
    props: { size: 16, color: 'red' },
    written: ['width', 'height', 'stroke'],
  },
  { name: 'width only', props: { width: 20 }, written: ['width'] },
  {
    name: 'an absolute stroke width',
    props: { size: 48, absoluteStrokeWidth: true },
    written: ['width', 'height', 'stroke-width'],
  },
  {
    name: 'an accessible name',
    props: { role: 'img', 'aria-label': 'Menú' },
    written: [],
  },
  { name: 'children', props: { children: <title>Menú</title> }, written: [] },
  { name: 'other attributes', props: { fill: 'currentColor', id: 'x' }, written: ['fill'] },
  {
    name: 'aliases',
    icon: { ...menu, aliases: ['hamburger', ' '] },
    props: {},
    written: [],
  },
];

describe('LucideIcon', () => {
  it.each(cases)('draws what lucide draws but its fixed attributes: $name', (example) => {
    const icon = example.icon ?? menu;
    const theirs = drawn(<Icon icon={icon} {...(example.props as object)} />);
    const ours = drawn(<LucideIcon icon={icon} {...example.props} />);
    const expected = Object.fromEntries(
      Object.entries(theirs.attributes)
        .filter(([name]) => !(name in LUCIDE_DEFAULTS) || example.written.includes(name))
        .map(([name, value]) => [name, name === 'class' ? withoutNames(value) : value]),
    );
    expect(ours.attributes).toEqual(expected);
    expect(ours.inner).toBe(theirs.inner);
  });

  it('keeps the ones lucide always wrote out of a plain icon', () => {
    const { attributes } = drawn(<LucideIcon icon={menu} className="size-6" />);
    expect(attributes).toEqual({
      viewBox: '0 0 24 24',
      class: 'lucide size-6',
      'aria-hidden': 'true',
    });
  });
});
