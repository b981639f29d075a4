// lucide-react's Icon (node_modules/lucide-react/dist/esm/Icon.mjs) without the presentation
// attributes every icon repeated: `xmlns`, `width`, `height`, `fill`, `stroke`, `stroke-width`,
// `stroke-linecap` and `stroke-linejoin` were ≈ 150 bytes of each `<svg>`, 26 icons in a
// signed-in home, 64 in a category (decision 027). Those values come once from the stylesheet
// instead (`.lucide` in web/styles.css, in the base layer so utilities such as `size-4` or
// `fill-current` still win, as they won over the attributes). The builds put this module in
// place of lucide's own (scripts/lucide-icon.ts); the component tests, on React DOM, keep
// lucide's (lucide-icon.test.tsx holds the two to the same markup but those attributes).
//
// Same contract as lucide's Icon, less what the app does not use: no LucideProvider (its context
// is not read) and no `nonScalingStroke`. What a caller passes is still written as an attribute
// (`size` as `width` and `height`, `strokeWidth`, `color` as `stroke`, any other attribute), and
// the stylesheet's defaults step aside for it (`.lucide:not([stroke-width])`…), since any rule
// overrides an attribute.
import type { LucideIconData, LucideIconNode } from 'lucide-react';
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

interface LucideIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  iconNode?: LucideIconNode[];
  icon?: LucideIconData;
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

/** lucide's hasA11yProp: an `aria-*`, `role` or `title` attribute names or hides the icon. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (name) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  );
}

const LucideIcon = forwardRef<SVGSVGElement, LucideIconProps>(function LucideIcon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    className = '',
    children,
    iconNode = [],
    icon = { node: iconNode, aliases: [], size: 24 },
    ...rest
  },
  ref,
) {
  const viewBoxWidth = icon.size ?? icon.width ?? 24;
  const viewBoxHeight = icon.size ?? icon.height ?? 24;
  // lucide also names the icon as a class (`lucide-heart` and its aliases'); no rule reads them,
  // and 12 cards' hearts and pins wrote them again and again.
  const classes = new Set(['lucide', ...className.split(/\s+/)].filter(Boolean));
  const attributes: Record<string, unknown> = {
    ref,
    viewBox: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
    className: [...classes].join(' '),
  };
  if (color) attributes.stroke = color;
  if ((width ?? size) != null) attributes.width = width ?? size;
  if ((height ?? size) != null) attributes.height = height ?? size;
  if (absoluteStrokeWidth) {
    attributes.strokeWidth =
      (Number(strokeWidth ?? 2) * viewBoxWidth) / Number(width ?? size ?? 24);
  } else if (strokeWidth != null) attributes.strokeWidth = strokeWidth;
  if (!children && !hasA11yProp(rest)) attributes['aria-hidden'] = 'true';
  return createElement(
    'svg',
    { ...attributes, ...rest },
    ...icon.node.map(([tag, nodeAttributes]) => createElement(tag, nodeAttributes)),
    children,
  );
});

export default LucideIcon;
