import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

type ClassDefinition = string | ((value: string) => boolean) | { [prefix: string]: readonly ClassDefinition[] };

const any = () => true;
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
/** `xs`…`9xl` and `base`: the font sizes of the theme (theme.css `--text-*`). */
const isFontSize = (value: string) => /^(\d?xl|xs|sm|md|lg|base)$/.test(value);
/** `[12px]`, `[length:…]`, `(length:--x)`: an arbitrary length (a width or a size, never a colour). */
const isLength = (value: string) =>
  /^\[(length:.+|-?[\d.]+[a-z%]+|(calc|min|max|clamp)\(.+\))\]$|^\(length:.+\)$/.test(value);
const isImage = (value: string) =>
  /^[[(](image|url):|^\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\(/.test(value);

const words = (list: string) => list.split(' ');

/** The class groups and their conflicts, built on the first `cn` call. */
function kitConfig() {
  const classGroups: Record<string, readonly ClassDefinition[]> = {};
  const conflictingClassGroups: Record<string, string[]> = {};
  const add = (id: string, prefix: string, definition: ClassDefinition[]) => {
    classGroups[id] = prefix ? [{ [prefix]: definition }] : definition;
  };
  // Groups named like their prefix that take any value (sizes, spacing, insets, z-index, timing…).
  for (const id of words(
    'z flex basis grid-cols leading tracking whitespace underline-offset border-spacing outline-offset opacity duration ease delay animate rotate scale translate-x translate-y cursor fill w min-w max-w h min-h max-h size gap gap-x gap-y inset inset-x inset-y top right bottom left start end overflow overflow-x overflow-y',
  )) {
    add(id, id, [any]);
  }
  // Where one prefix has several groups, the more specific values come first (a size before a colour).
  add(
    'display',
    '',
    words('block inline-block inline flex inline-flex grid inline-grid table contents flow-root list-item hidden'),
  );
  add('position', '', words('static fixed absolute relative sticky'));
  add('sr', '', words('sr-only not-sr-only'));
  add('visibility', '', words('visible invisible collapse'));
  add('object-fit', 'object', words('contain cover fill none scale-down'));
  add('flex-direction', 'flex', words('row row-reverse col col-reverse'));
  add('flex-wrap', 'flex', words('wrap wrap-reverse nowrap'));
  add('grow', 'grow', ['', isNumber]);
  add('shrink', 'shrink', ['', isNumber]);
  add('justify-content', 'justify', words('start end center between around evenly stretch normal'));
  add('align-items', 'items', words('start end center baseline stretch'));
  add('align-self', 'self', words('auto start end center stretch baseline'));
  add('font-size', 'text', [isFontSize, isLength]);
  add('font-weight', 'font', [...words('thin extralight light normal medium semibold bold extrabold black'), isNumber]);
  add('font-family', 'font', [any]);
  add('font-style', '', words('italic not-italic'));
  add('text-alignment', 'text', words('left center right justify start end'));
  add('text-overflow', '', words('truncate text-ellipsis text-clip'));
  add('text-color', 'text', [any]);
  add('text-decoration', '', words('underline overline line-through no-underline'));
  add('text-transform', '', words('uppercase lowercase capitalize normal-case'));
  add('fvn-spacing', '', words('proportional-nums tabular-nums'));
  add('bg-position', 'bg', words('center top bottom left right'));
  add('bg-repeat', 'bg', ['no-repeat', { repeat: words(' x y space round') }]);
  add('bg-size', 'bg', words('auto cover contain'));
  add('bg-image', 'bg', ['none', isImage]);
  add('bg-color', 'bg', [any]);
  add('border-style', 'border', words('solid dashed dotted double hidden none'));
  add('border-collapse', 'border', words('collapse separate'));
  add('divide-x', 'divide-x', ['', isNumber]);
  add('divide-y', 'divide-y', ['', isNumber]);
  add('divide-color', 'divide', [any]);
  add('outline-style', '', ['outline-hidden', { outline: words('solid dashed dotted double none') }]);
  add('outline-w', 'outline', ['', isNumber, isLength]);
  add('outline-color', 'outline', [any]);
  // The theme's shadows (theme.css `--shadow-*`) are sizes, not colours.
  add('shadow', 'shadow', [
    ...words(' none inner card popover header'),
    isFontSize,
    (value) => value.startsWith('(shadow:'),
  ]);
  add('shadow-color', 'shadow', [any]);
  add('transition', 'transition', ['', any]);
  add('transform-origin', 'origin', [any]);
  add('select', 'select', words('none text all auto'));
  add('pointer-events', 'pointer-events', words('auto none'));

  conflictingClassGroups.overflow = words('overflow-x overflow-y');
  conflictingClassGroups.inset = words('inset-x inset-y top right bottom left start end');
  conflictingClassGroups['inset-x'] = words('right left start end');
  conflictingClassGroups['inset-y'] = words('top bottom');
  conflictingClassGroups.flex = words('basis grow shrink');
  conflictingClassGroups.gap = words('gap-x gap-y');
  conflictingClassGroups.size = words('w h');
  conflictingClassGroups['font-size'] = ['leading'];
  // Per side, axis and corner, with `p-*` over `px-*` over `pr-*` as in Tailwind.
  const within: Record<string, string> = { x: 'r l s e', y: 't b', t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl' };
  for (const [id, prefix, definition, parts] of [
    ['p', 'p', [any], 't r b l s e x y'],
    ['m', 'm', [any], 't r b l s e x y'],
    ['border-w', 'border-', ['', isNumber, isLength], 't r b l s e x y'],
    ['border-color', 'border-', [any], 't r b l s e x y'],
    ['rounded', 'rounded-', ['', any], 't r b l s e tl tr br bl'],
  ] as const) {
    const separator = id.length > 1 ? '-' : '';
    const sides = words(parts);
    add(id, prefix.replace('-', ''), [...definition]);
    conflictingClassGroups[id] = sides.map((side) => id + separator + side);
    for (const side of sides) {
      add(id + separator + side, prefix + side, [...definition]);
      const inner = words(within[side] ?? '').filter((part) => sides.includes(part));
      if (inner.length) conflictingClassGroups[id + separator + side] = inner.map((part) => id + separator + part);
    }
  }
  return { classGroups, conflictingClassGroups };
}

/**
 * tailwind-merge's merging with a configuration limited to the utility groups the kit uses (about 2 KB gzip
 * instead of the full configuration's 8 KB, issue 4). The kit's own variants never conflict with each other
 * (cn.test.ts checks every variant combination), so this only decides between a kit class and a consumer's
 * `className` of the same group; classes of other groups are kept as given (docs/decisions.md).
 */
const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  ...kitConfig(),
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'file', 'marker', 'placeholder', 'selection'],
}));

/** Joins class names and lets later Tailwind classes win over earlier ones of the same utility group. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
