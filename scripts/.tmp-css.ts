import { readFileSync } from 'node:fs';
import { pageStylesheet } from '../server/platform/http/page-stylesheet';
const html = readFileSync('/tmp/wt3g-home.html', 'utf8');
const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
const out = pageStylesheet(css).forHtml(html);
// crude breakdown by top-level chunk
let depth = 0,
  start = 0;
const parts: [string, number][] = [];
for (let i = 0; i < out.length; i++) {
  const c = out[i];
  if (c === '{') depth++;
  else if (c === '}') {
    depth--;
    if (depth === 0) {
      parts.push([out.slice(start, start + 60), i + 1 - start]);
      start = i + 1;
    }
  } else if (c === ';' && depth === 0) {
    parts.push([out.slice(start, i + 1), i + 1 - start]);
    start = i + 1;
  }
}
const agg: Record<string, number> = {};
for (const [p, n] of parts) {
  const k = p.startsWith('@property')
    ? '@property'
    : p.startsWith('@keyframes')
      ? '@keyframes'
      : p.slice(0, 40);
  agg[k] = (agg[k] ?? 0) + n;
}
console.log(
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15),
);
const u = out.indexOf('@layer utilities{');
console.log('utilities len', blockLen(out, u));
function blockLen(s: string, at: number) {
  let d = 0;
  for (let i = s.indexOf('{', at); i < s.length; i++) {
    if (s[i] === '{') d++;
    else if (s[i] === '}') {
      d--;
      if (d === 0) return i - at;
    }
  }
  return -1;
}
const th = out.indexOf('@layer theme{');
console.log('theme len', blockLen(out, th));
const b = out.indexOf('@layer base{');
console.log('base len', blockLen(out, b));
