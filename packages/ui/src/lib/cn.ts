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

const sides = ['t', 'r', 'b', 'l', 's', 'e'];
const axes: Record<string, string[]> = { x: ['r', 'l', 's', 'e'], y: ['t', 'b'] };
const corners: Record<string, string[]> = { t: ['tl', 'tr'], r: ['tr', 'br'], b: ['br', 'bl'], l: ['tl', 'bl'] };

const classGroups: Record<string, readonly ClassDefinition[]> = {
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'grid',
    'inline-grid',
    'table',
    'contents',
    'flow-root',
    'list-item',
    'hidden',
  ],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  sr: ['sr-only', 'not-sr-only'],
  visibility: ['visible', 'invisible', 'collapse'],
  z: [{ z: [any] }],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
  flex: [{ flex: [any] }],
  grow: [{ grow: ['', isNumber] }],
  shrink: [{ shrink: ['', isNumber] }],
  basis: [{ basis: [any] }],
  'grid-cols': [{ 'grid-cols': [any] }],
  'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
  'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
  'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
  'font-size': [{ text: [isFontSize, isLength] }],
  'font-weight': [
    { font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black', isNumber] },
  ],
  'font-family': [{ font: [any] }],
  'font-style': ['italic', 'not-italic'],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-color': [{ text: [any] }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'underline-offset': [{ 'underline-offset': [any] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  leading: [{ leading: [any] }],
  tracking: [{ tracking: [any] }],
  whitespace: [{ whitespace: [any] }],
  'bg-position': [{ bg: ['center', 'top', 'bottom', 'left', 'right'] }],
  'bg-repeat': [{ bg: ['no-repeat', { repeat: ['', 'x', 'y', 'space', 'round'] }] }],
  'bg-size': [{ bg: ['auto', 'cover', 'contain'] }],
  'bg-image': [{ bg: ['none', isImage] }],
  'bg-color': [{ bg: [any] }],
  'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-spacing': [{ 'border-spacing': [any] }],
  'divide-x': [{ 'divide-x': ['', isNumber] }],
  'divide-y': [{ 'divide-y': ['', isNumber] }],
  'divide-color': [{ divide: [any] }],
  'outline-style': ['outline-hidden', { outline: ['solid', 'dashed', 'dotted', 'double', 'none'] }],
  'outline-offset': [{ 'outline-offset': [any] }],
  'outline-w': [{ outline: ['', isNumber, isLength] }],
  'outline-color': [{ outline: [any] }],
  // The theme's shadows (theme.css `--shadow-*`) are sizes, not colours.
  shadow: [
    {
      shadow: [
        '',
        'none',
        'inner',
        'card',
        'popover',
        'header',
        isFontSize,
        (value: string) => value.startsWith('(shadow:'),
      ],
    },
  ],
  'shadow-color': [{ shadow: [any] }],
  opacity: [{ opacity: [any] }],
  transition: [{ transition: ['', any] }],
  duration: [{ duration: [any] }],
  ease: [{ ease: [any] }],
  delay: [{ delay: [any] }],
  animate: [{ animate: [any] }],
  rotate: [{ rotate: [any] }],
  scale: [{ scale: [any] }],
  'translate-x': [{ 'translate-x': [any] }],
  'translate-y': [{ 'translate-y': [any] }],
  'transform-origin': [{ origin: [any] }],
  cursor: [{ cursor: [any] }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  fill: [{ fill: [any] }],
};

const conflictingClassGroups: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  rounded: [...sides, 'tl', 'tr', 'br', 'bl'].map((part) => `rounded-${part}`),
};

// Every value of the box utilities: spacing, sizes, insets (the kit's own and the consumer's overrides).
for (const group of ['w', 'min-w', 'max-w', 'h', 'min-h', 'max-h', 'size', 'gap', 'gap-x', 'gap-y', 'inset']) {
  classGroups[group] = [{ [group]: [any] }];
}
for (const group of ['overflow', 'overflow-x', 'overflow-y', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left']) {
  classGroups[group] = [{ [group]: [any] }];
}
classGroups.start = [{ start: [any] }];
classGroups.end = [{ end: [any] }];
// Padding, margin, border width and colour per side, with `p-*` over `px-*` over `pr-*` as in Tailwind.
for (const box of ['p', 'm']) {
  classGroups[box] = [{ [box]: [any] }];
  conflictingClassGroups[box] = [];
  for (const side of [...sides, 'x', 'y']) {
    classGroups[box + side] = [{ [box + side]: [any] }];
    (conflictingClassGroups[box] as string[]).push(box + side);
  }
  for (const [axis, axisSides] of Object.entries(axes)) {
    conflictingClassGroups[box + axis] = axisSides.map((side) => box + side);
  }
}
for (const [group, definition] of [
  ['border-w', ['', isNumber, isLength]],
  ['border-color', [any]],
] as const) {
  classGroups[group] = [{ border: definition }];
  conflictingClassGroups[group] = [...sides, 'x', 'y'].map((side) => `${group}-${side}`);
  for (const side of [...sides, 'x', 'y']) classGroups[`${group}-${side}`] = [{ [`border-${side}`]: definition }];
  for (const [axis, axisSides] of Object.entries(axes)) {
    conflictingClassGroups[`${group}-${axis}`] = axisSides.map((side) => `${group}-${side}`);
  }
}
classGroups.rounded = [{ rounded: ['', any] }];
for (const corner of [...sides, 'tl', 'tr', 'br', 'bl']) {
  classGroups[`rounded-${corner}`] = [{ [`rounded-${corner}`]: ['', any] }];
}
for (const [side, sideCorners] of Object.entries(corners)) {
  conflictingClassGroups[`rounded-${side}`] = sideCorners.map((corner) => `rounded-${corner}`);
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
  classGroups,
  conflictingClassGroups,
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'file', 'marker', 'placeholder', 'selection'],
}));

/** Joins class names and lets later Tailwind classes win over earlier ones of the same utility group. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
