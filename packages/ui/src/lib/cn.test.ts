import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '../Badge/Badge';
import { buttonVariantNames, buttonVariants } from '../Button/Button';
import { dialogContentVariants, dialogTitleVariants } from '../Dialog/Dialog';
import { inputVariants } from '../Input/Input';
import { megaMenuItemVariants } from '../MegaMenu/MegaMenu';
import { mobileMenuRowVariants } from '../MobileMenu/MobileMenu';
import { notificationVariants } from '../Notification/Notification';
import { pagerItemVariants } from '../Pager/Pager';
import { priceVariants } from '../Price/Price';
import { quantityCounterVariants } from '../QuantityCounter/QuantityCounter';
import { skeletonVariants } from '../Skeleton/Skeleton';
import { spinnerVariants } from '../Spinner/Spinner';
import { cn } from './cn';

type Options = Record<string, readonly (string | boolean)[]>;

/** Every combination of the given variant options. */
function combinations(options: Options): Record<string, string | boolean>[] {
  return Object.entries(options).reduce<Record<string, string | boolean>[]>(
    (partial, [name, values]) =>
      partial.flatMap((combination) => values.map((value) => ({ ...combination, [name]: value }))),
    [{}],
  );
}

// The kit's variant functions with every option they take.
const kitVariants: [string, (props: never) => string, Options][] = [
  [
    'buttonVariants',
    buttonVariants as (props: never) => string,
    {
      variant: [...buttonVariantNames],
      size: ['sm', 'md', 'lg', 'icon'],
    },
  ],
  [
    'badgeVariants',
    badgeVariants as (props: never) => string,
    { variant: ['primary', 'secondary', 'success', 'warn', 'danger', 'outline'], size: ['sm', 'md'] },
  ],
  ['dialogContentVariants', dialogContentVariants as (props: never) => string, { size: ['sm', 'md'] }],
  ['dialogTitleVariants', dialogTitleVariants as (props: never) => string, { size: ['md', 'lg'] }],
  ['inputVariants', inputVariants as (props: never) => string, { status: ['default', 'success', 'error'] }],
  [
    'megaMenuItemVariants',
    megaMenuItemVariants as (props: never) => string,
    { kind: ['action', 'static'], open: [true, false] },
  ],
  ['mobileMenuRowVariants', mobileMenuRowVariants as (props: never) => string, { kind: ['entry', 'back', 'static'] }],
  ['notificationVariants', notificationVariants as (props: never) => string, { type: ['error', 'warn', 'success'] }],
  ['pagerItemVariants', pagerItemVariants as (props: never) => string, { state: ['default', 'current', 'disabled'] }],
  ['priceVariants', priceVariants as (props: never) => string, { size: ['sm', 'md', 'lg'] }],
  [
    'quantityCounterVariants',
    quantityCounterVariants as (props: never) => string,
    { status: ['default', 'success', 'error'], disabled: [true, false] },
  ],
  ['skeletonVariants', skeletonVariants as (props: never) => string, { shape: ['text', 'rect', 'circle'] }],
  [
    'spinnerVariants',
    spinnerVariants as (props: never) => string,
    { size: ['sm', 'md', 'lg'], tone: ['primary', 'muted', 'inverted'] },
  ],
];

const compositions = kitVariants.flatMap(([name, variants, options]) =>
  combinations(options).map((combination) => ({
    label: `${name}(${JSON.stringify(combination)})`,
    classes: variants(combination as never),
  })),
);

// Overrides a consumer may pass as className, one or more per utility group the kit uses.
const consumerOverrides = [
  'p-0',
  'px-2',
  'py-1',
  'pt-0',
  'pl-6',
  'm-2',
  'mx-auto',
  '-mt-px',
  'h-auto',
  'h-12',
  'h-[52px]',
  'md:h-14',
  'w-full',
  'w-auto',
  'w-[calc(100%-1rem)]',
  'min-w-0',
  'max-w-sm',
  'max-h-96',
  'size-6',
  'text-xs',
  'text-lg',
  'text-[13px]',
  'text-sm/6',
  'text-danger',
  'text-left',
  'font-bold',
  'font-mono',
  'leading-tight',
  'bg-danger',
  'bg-transparent',
  'bg-black/50',
  'dark:bg-black',
  'hover:bg-danger',
  'hover:text-danger',
  'border-0',
  'border-2',
  'border-[3px]',
  'border-danger',
  'border-b',
  'border-x-0',
  'border-r-danger',
  'rounded-none',
  'rounded-l-none',
  'rounded-full',
  'gap-0',
  'gap-x-4',
  'flex',
  'hidden',
  'grid',
  'inline-block',
  'relative',
  'absolute',
  'justify-start',
  'items-start',
  'self-center',
  'flex-col',
  'flex-1',
  'shrink',
  'opacity-100',
  'disabled:opacity-100',
  'cursor-default',
  'z-10',
  'z-(--z-toast)',
  'inset-0',
  'top-0',
  'overflow-visible',
  'whitespace-normal',
  'underline',
  'no-underline',
  'uppercase',
  'truncate',
  'tabular-nums',
  'focus-visible:outline-none',
  'outline-4',
  'outline-danger',
  'transition-none',
  'animate-none',
  'select-text',
  '[&_svg]:size-5',
  '!px-0',
  'px-3 py-3',
];

describe('cn (issue 4: the kit without the full tailwind-merge configuration, docs/decisions.md)', () => {
  it('finds no two classes of one utility group in any variant combination of the kit (full tailwind-merge drops none)', () => {
    expect(compositions.length).toBeGreaterThan(60);
    for (const { label, classes } of compositions) {
      const composed = classes.split(' ').filter(Boolean);
      expect(twMerge(classes).split(' ').sort(), label).toEqual([...new Set(composed)].sort());
    }
  });

  it('keeps every class of a kit composition as composed', () => {
    for (const { label, classes } of compositions) {
      expect(cn(classes), label).toBe([...new Set(classes.split(' ').filter(Boolean))].join(' '));
    }
  });

  it('lets a consumer className win over the kit class of the same utility group, as the full tailwind-merge does', () => {
    for (const { label, classes } of compositions) {
      for (const override of consumerOverrides) {
        expect(cn(classes, override), `${label} + ${override}`).toBe(twMerge(classes, override));
      }
    }
  });

  it('resolves the overrides of the kit compositions: the later class of a group wins, sides and axes included', () => {
    expect(cn('h-10 px-4 text-sm', 'h-auto px-0')).toBe('text-sm h-auto px-0');
    expect(cn('px-4 py-2 pt-1', 'p-0')).toBe('p-0');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('border border-transparent', 'border-0 border-danger')).toBe('border-0 border-danger');
    expect(cn('border-b-2 border-transparent', 'border-primary')).toBe('border-b-2 border-primary');
    expect(cn('text-lg font-semibold', 'text-xl')).toBe('font-semibold text-xl');
    expect(cn('text-sm text-foreground', 'text-danger text-center')).toBe('text-sm text-danger text-center');
    expect(cn('max-w-lg w-[calc(100vw-2rem)]', 'max-w-md')).toBe('w-[calc(100vw-2rem)] max-w-md');
    expect(cn('size-10', 'w-12')).toBe('size-10 w-12');
    expect(cn('w-12', 'size-10')).toBe('size-10');
    expect(cn('cursor-pointer hover:text-primary', 'cursor-default hover:text-foreground')).toBe(
      'cursor-default hover:text-foreground',
    );
    expect(cn('fixed inset-x-0 top-0', 'absolute inset-0')).toBe('absolute inset-0');
    expect(cn('bg-(image:--logo-image) bg-surface', 'bg-primary')).toBe('bg-(image:--logo-image) bg-primary');
  });

  it('treats the theme shadows (card, popover, header) as shadow sizes, so shadow-none removes them', () => {
    expect(cn('rounded-md shadow-popover', 'shadow-none')).toBe('rounded-md shadow-none');
    expect(cn('shadow-card hover:shadow-popover', 'shadow-header')).toBe('hover:shadow-popover shadow-header');
  });

  it('keeps classes it does not know and joins conditional inputs like clsx', () => {
    expect(cn('extra-class', false, undefined, null, { 'is-open': true, 'is-closed': false }, ['data-x'])).toBe(
      'extra-class is-open data-x',
    );
    expect(cn('ring-2 ring-primary', 'ring-4')).toBe('ring-2 ring-primary ring-4');
  });
});
