// The stylesheet a server-rendered page carries inline: only the rules its HTML can use
// (decision 027). The app's whole stylesheet (≈70 KB, Tailwind's output) is inlined in
// index.html for the shell (decision 009); a rendered page, which is already drawn, needs only
// the rules of the classes it shows and of those its own code can draw (a menu, a dialog, what
// it draws after hydration). The whole file is asked for only when the app loads more code (a
// client navigation, the toasts: web/lib/whole-stylesheet.ts).
//
// Tailwind writes flat, minified CSS (no nesting), so a small scanner is enough: grouping
// at-rules (@layer, @media, @supports, @container) are walked, a style rule is kept when the
// classes its selector needs are all in the page, and everything else (@property, @keyframes,
// @font-face, `@layer a, b;`, rules without classes such as `*`, `html` or `:root`) is kept as is.
import { RecentResults } from '../../lib/recent-results';

type Node =
  | { kind: 'rule'; selector: string; text: string }
  | { kind: 'group'; prelude: string; children: Node[] }
  | { kind: 'other'; text: string };

const GROUPING = /^@(layer|media|supports|container)\b/;

/** Index just past the escape at `i` (a backslash): one character, or up to 6 hex digits and a space. */
function skipEscape(text: string, i: number): number {
  const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
  return i + 1 + (hex ? hex[0].length : 1);
}

/** Index just past the string that starts at `i`. */
function skipString(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j = text[j] === '\\' ? skipEscape(text, j) : j + 1;
  return j + 1;
}

/** The index of the first `stop` character at this level, outside strings, escapes and blocks. */
function scanTo(text: string, from: number, stops: string): number {
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (stops.includes(c)) return i;
    if (c === '\\') i = skipEscape(text, i);
    else if (c === '"' || c === "'") i = skipString(text, i);
    else i += 1;
  }
  return i;
}

/** The index just past the block whose `{` is at `open`. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') i = skipEscape(text, i);
    else if (c === '"' || c === "'") i = skipString(text, i);
    else {
      if (c === '{') depth += 1;
      else if (c === '}' && --depth === 0) return i + 1;
      i += 1;
    }
  }
  return i;
}

function parse(css: string, from = 0, to = css.length): Node[] {
  const nodes: Node[] = [];
  let i = from;
  while (i < to) {
    while (i < to && /\s/.test(css[i]!)) i += 1;
    if (i >= to) break;
    if (css.startsWith('/*', i)) {
      i = css.indexOf('*/', i + 2) + 2 || to;
      continue;
    }
    const stop = Math.min(scanTo(css, i, '{;}'), to);
    const prelude = css.slice(i, stop).trim();
    if (css[stop] !== '{') {
      if (prelude) nodes.push({ kind: 'other', text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    if (GROUPING.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parse(css, stop + 1, end - 1) });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'other', text: css.slice(i, end) });
    } else {
      nodes.push({ kind: 'rule', selector: prelude, text: css.slice(i, end) });
    }
    i = end;
  }
  return nodes;
}

/** A class name as written in HTML: `.hover\:bg-white\/25` → `hover:bg-white/25`. */
function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6} ?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );
}

/** A class name after its dot: escapes, word characters, hyphens and any non-ASCII letter. */
const CLASS_NAME = /^(?:\\[0-9a-fA-F]{1,6} ?|\\[\s\S]|[\w-]|[^\p{ASCII}])+/u;

interface SelectorPart {
  /** Classes of the compound itself (outside `:is()`, `:where()`, `:has()`, `:not()`). */
  own: string[];
  /** Classes inside those parentheses. */
  nested: string[];
  /** Element names outside them (`optgroup` in `:where(select…) optgroup`), lower case. */
  elements: string[];
}

const newPart = (): SelectorPart => ({ own: [], nested: [], elements: [] });

/** An element name where a compound starts: the selector's start, or after a combinator or comma. */
const ELEMENT_NAME = /^[a-zA-Z][\w-]*/;
const startsCompound = (selector: string, i: number) =>
  i === 0 || ' >+~,'.includes(selector[i - 1]!);

/** A selector list split at its top-level commas, with the classes and elements of each part. */
function selectorParts(selector: string): SelectorPart[] {
  const parts: SelectorPart[] = [newPart()];
  let depth = 0;
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    const element =
      depth === 0 && startsCompound(selector, i) && ELEMENT_NAME.exec(selector.slice(i));
    if (element) {
      parts.at(-1)!.elements.push(element[0].toLowerCase());
      i += element[0].length;
    } else if (c === '\\') i = skipEscape(selector, i);
    else if (c === '"' || c === "'") i = skipString(selector, i);
    else if (c === '.') {
      const ident = CLASS_NAME.exec(selector.slice(i + 1));
      if (!ident) {
        i += 1;
        continue;
      }
      const part = parts.at(-1)!;
      (depth === 0 ? part.own : part.nested).push(unescapeIdent(ident[0]));
      i += 1 + ident[0].length;
    } else {
      if (c === '(') depth += 1;
      else if (c === ')') depth -= 1;
      else if (c === ',' && depth === 0) parts.push(newPart());
      i += 1;
    }
  }
  return parts;
}

/**
 * Whether a rule can match in a page with these class and element names: one part of its
 * selector list whose own elements are all there (preflight's `table`, `sub,sup` or `code`
 * rules need one) and whose own classes are all there (or, with none of its own, one of those in
 * its parentheses, as in `:where(.space-y-2>:not(:last-child))`; with none at all, always).
 */
function mayMatch(selector: string, names: ReadonlySet<string>): boolean {
  return selectorParts(selector).some(({ own, nested, elements }) => {
    if (!elements.every((name) => names.has(name))) return false;
    if (own.length > 0) return own.every((name) => names.has(name));
    return nested.length === 0 || nested.some((name) => names.has(name));
  });
}

function print(nodes: readonly Node[], names: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'other') out += node.text;
    else if (node.kind === 'rule') {
      if (mayMatch(node.selector, names)) out += node.text;
    } else {
      const inner = print(node.children, names);
      // An empty `@layer x{}` still fixes the layer's place in the order: keep it.
      if (inner || node.prelude.startsWith('@layer')) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * A custom property's declaration: its name, and its value up to `;` or the block's end. It
 * starts a declaration (after `{` or `;`): in `.heart-button--card:hover{…}`, `--card:hover` is
 * the end of a class name and a pseudo-class, not a property.
 */
const CUSTOM_DECLARATION = /(?<=[{;]\s*)(--[\w-]+):([^;{}]*);?/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;

/**
 * The stylesheet without the custom properties none of its rules reads: Tailwind declares every
 * `--tw-*` it may need (`@property` and their fallbacks) and every theme variable, and a page's
 * few rules read a fraction of them (≈ 10 KB of a home's 33 KB, decision 027). A property is kept
 * when a declaration reads it with `var()`: an ordinary one, or the custom one of a kept property.
 * Nothing outside the stylesheet reads them (the app's code sets no `var()` of its own).
 */
function withoutUnusedProperties(css: string): string {
  const values = new Map<string, string[]>();
  for (const [, name = '', value = ''] of css.matchAll(CUSTOM_DECLARATION)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const used = new Set<string>();
  const read = (text: string) => {
    const found: string[] = [];
    for (const [, name = ''] of text.matchAll(VAR_REFERENCE)) {
      if (!used.has(name)) {
        used.add(name);
        found.push(name);
      }
    }
    return found;
  };
  // Ordinary declarations first, then what the custom properties they read read in turn.
  let pending = read(css.replace(CUSTOM_DECLARATION, '').replace(PROPERTY_RULE, ''));
  while (pending.length > 0) {
    pending = pending.flatMap((name) => (values.get(name) ?? []).flatMap(read));
  }
  return (
    css
      .replace(PROPERTY_RULE, (rule, name: string) => (used.has(name) ? rule : ''))
      .replace(CUSTOM_DECLARATION, (declaration, name: string) =>
        used.has(name) ? declaration : '',
      )
      // A rule left without declarations (the fallbacks' `*,:before,:after{}`) is dropped,
      // then an emptied @supports around it; an empty @layer keeps its place in the order.
      .replace(/(^|[{};])[^{};@]+\{\}/g, '$1')
      .replace(/@supports[^{]*\{\}/g, '')
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
};

/** Every element name of the HTML (its tags, lower case), and those a document always has. */
export function elementsIn(html: string): Set<string> {
  const names = new Set(['html', 'head', 'body']);
  for (const [, name = ''] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) names.add(name.toLowerCase());
  return names;
}

/** Every class named in the HTML's `class` attributes (React's escaping undone). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const text = value.replace(
      /&(amp|quot|lt|gt|#x27|#39);/g,
      (_, name: string) => ENTITIES[name]!,
    );
    for (const name of text.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Every word of the page's code that may be a class: its text split at white space and quotes.
 * A class name the code writes is a string of its own or a word in one (`'mt-3 grid'`,
 * `` `gap-3 ${…}` ``), so it is among these; the other words match no rule and cost nothing.
 * So is an element it creates (`jsx("textarea", …)`), for the rules that name one.
 */
export function classesInCode(js: string): Set<string> {
  return new Set(js.split(/[\s"'`]+/).filter(Boolean));
}

/** The classes a page's code can draw (classesInCode), named for the stylesheets kept. */
export interface CodeClasses {
  /** The same for the same files: the page's code files, joined. */
  key: string;
  classes: ReadonlySet<string>;
}

export interface PageStylesheet {
  /**
   * The rules `html` can use, in the stylesheet's order, and those of the classes the page's
   * code can draw before it loads more code (a menu, a dialog, what it adds after hydration).
   */
  forHtml(html: string, code?: CodeClasses): string;
}

/**
 * Page stylesheets kept by their set of classes. A screen draws nearly the same classes for
 * everyone, so a few sets cover most pages; bounded (≈ 35 KB each), so pages that draw endless
 * new sets cost memory no more than this, and the walk as before.
 */
const KEPT_STYLESHEETS = 100;

/**
 * Parses the stylesheet once; a page with a set of classes not seen lately then costs a walk
 * over its rules (≈ 5–20 ms, decision 027), a page with a known set only finding its classes.
 */
export function pageStylesheet(css: string): PageStylesheet {
  const nodes = parse(css);
  const recent = new RecentResults<string, string>(KEPT_STYLESHEETS);
  return {
    forHtml(html, code) {
      // Class and element names in one set: a class named as an element (Tailwind's `table`)
      // can only keep a rule more, never drop one.
      const names = classesIn(html);
      for (const element of elementsIn(html)) names.add(element);
      const key = `${code?.key ?? ''}|${[...names].sort().join(' ')}`;
      let sheet = recent.get(key);
      if (sheet === undefined) {
        for (const name of code?.classes ?? []) names.add(name);
        sheet = withoutUnusedProperties(print(nodes, names));
        recent.set(key, sheet);
      }
      return sheet;
    },
  };
}
