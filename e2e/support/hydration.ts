import type { Page } from 'playwright-core';

// What a hydration changed in the server's HTML, for the server-rendering journeys. React
// reported a mismatch in the console; Preact (decision 027) says nothing in a production build
// and mends silently, or not at all:
// - an element of another type, or one too many or too few: it creates or removes nodes;
// - a different text: it rewrites the text node (it also splits a text the server wrote as one
//   where the component has two, e.g. "Hola, " and a name, which is no mismatch);
// - a different attribute: it keeps the server's, and the page then differs from what the code
//   drew until that attribute changes again.
// The first two show as changes to the DOM during the hydration itself (Preact hydrates in one
// synchronous pass, its layout effects included, and re-renders only in a later microtask; the
// parts it leaves for later, each in a pass of its own: decision 027); the
// third as an element whose attributes are not those of its virtual node once the page settles.
// Both read Preact's own fields (`__k` children, `__e` element, `props`): a new Preact that
// renames them makes `hydrationProblems` fail loudly rather than pass.

/**
 * For `page.addInitScript`: watches #root from its parsing to the end of the page's hydration
 * pass, then during each part hydrated later in a task of its own (web/lib/hydration-slice.tsx
 * dispatches 'hydration-slice:start' and 'hydration-slice:end' around it). What changes between
 * those is the app drawing, not hydration, and is not kept.
 */
export const WATCH_HYDRATION = `(() => {
  const found = { started: false, done: false, nodes: [], texts: [], textBefore: '', textAfter: '' };
  window.__hydration = found;
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { subtree: true, childList: true });
    const elementsIn = (list) => [...list].filter((node) => node.nodeType === 1);
    const keep = (records, when) => {
      for (const record of records) {
        for (const node of elementsIn(record.addedNodes)) found.nodes.push(when + ' added <' + node.localName + '> in <' + record.target.localName + '>');
        for (const node of elementsIn(record.removedNodes)) found.nodes.push(when + ' removed <' + node.localName + '> from <' + record.target.localName + '>');
      }
    };
    let sliceText = '';
    document.addEventListener('hydration-slice:start', () => {
      observer.takeRecords();
      sliceText = root.textContent;
    });
    document.addEventListener('hydration-slice:end', () => {
      keep(observer.takeRecords(), 'hydrating a slice:');
      if (root.textContent !== sliceText) found.texts.push([sliceText, root.textContent]);
    });
    let tree;
    Object.defineProperty(root, '__k', {
      configurable: true,
      get: () => tree,
      set(value) {
        tree = value;
        if (found.started) return;
        found.started = true;
        keep(observer.takeRecords(), 'before hydrating:');
        found.textBefore = root.textContent;
        // Queued before anything the hydration queues: runs right after its synchronous pass.
        queueMicrotask(() => {
          keep(observer.takeRecords(), 'hydrating:');
          found.textAfter = root.textContent;
          found.done = true;
        });
      },
    });
  });
})();`;

/**
 * In the page: elements whose attributes differ from their virtual node's props. Props that
 * are not attributes (children, handlers, style objects, form state, refs) are skipped.
 */
const ATTRIBUTE_MISMATCHES = `(() => {
  const root = document.getElementById('root');
  const mismatches = [];
  let elements = 0;
  const skip = new Set(['children', 'key', 'ref', 'style', 'value', 'checked', 'defaultValue', 'defaultChecked', 'dangerouslySetInnerHTML', 'selected', 'suppressHydrationWarning', 'contentEditable']);
  const attributeName = (prop) => prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop;
  const expected = (prop, value) => {
    if (value === null || value === undefined) return null;
    if (value === false) return prop.startsWith('aria-') || prop.startsWith('data-') ? 'false' : null;
    if (value === true) return prop.startsWith('aria-') || prop.startsWith('data-') ? 'true' : '';
    return String(value);
  };
  const visit = (vnode) => {
    if (!vnode) return;
    const dom = vnode.__e;
    if (typeof vnode.type === 'string' && dom && dom.nodeType === 1) {
      elements++;
      for (const [prop, value] of Object.entries(vnode.props)) {
        if (skip.has(prop) || typeof value === 'function' || (value !== null && typeof value === 'object')) continue;
        const name = attributeName(prop);
        let actual = dom.getAttribute(name);
        let wanted = expected(name, value);
        // Set as a DOM property (tabIndex, hidden, disabled, …): compare the property instead.
        if (actual === null && wanted !== null && name in dom && typeof dom[name] !== 'object') {
          actual = String(dom[name]);
          wanted = typeof dom[name] === 'boolean' ? String(Boolean(value)) : String(value);
        }
        if (wanted === '' && actual !== null) continue;
        if (actual !== wanted) mismatches.push('<' + vnode.type + '> ' + name + ': page "' + actual + '", code "' + wanted + '"');
      }
    }
    for (const child of vnode.__k ?? []) visit(child);
  };
  visit(root?.__k);
  return { elements, mismatches };
})()`;

/**
 * What the hydration of the page changed or left different from what the code drew, once it
 * has hydrated: an empty list when the server's HTML was exactly the code's.
 */
export async function hydrationProblems(page: Page): Promise<string[]> {
  const watched = (await page.evaluate('window.__hydration')) as {
    started: boolean;
    done: boolean;
    nodes: string[];
    texts: Array<[string, string]>;
    textBefore: string;
    textAfter: string;
  };
  if (!watched.done) return ['the hydration was not seen (did Preact rename `__k`?)'];
  const { elements, mismatches } = (await page.evaluate(ATTRIBUTE_MISMATCHES)) as {
    elements: number;
    mismatches: string[];
  };
  if (elements === 0) return ['no element of the page found in Preact’s tree (renamed fields?)'];
  const problems = [...watched.nodes, ...mismatches];
  const texts: Array<[string, string]> = [
    [watched.textBefore, watched.textAfter],
    ...watched.texts,
  ];
  for (const [server, code] of texts.filter(([server, code]) => server !== code)) {
    const at = [...server].findIndex((char, i) => code[i] !== char);
    problems.push(
      `text: the server wrote "…${server.slice(at, at + 60)}…", the code "…${code.slice(at, at + 60)}…"`,
    );
  }
  return problems;
}
