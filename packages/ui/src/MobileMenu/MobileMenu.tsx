import { useEffect, type ComponentProps } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { elementName, isFolder } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import {
  defaultRenderLink,
  navigationLinkTarget,
  type RenderLink,
  type ShellNavigationElement,
} from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { mobileMenuMessages } from './messages';
import { mobileMenuBack, resolveMobileMenuStack } from './menuStack';

export { mobileMenuBack, mobileMenuLevel, resolveMobileMenuStack, type MobileMenuLevel } from './menuStack';

export type MobileMenuProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Main navigation (depth 4). */
  main: readonly ShellNavigationElement[];
  /** Service navigation (depth 2). */
  service?: readonly ShellNavigationElement[] | undefined;
  /** Countries navigation (depth 4). */
  countries?: readonly ShellNavigationElement[] | undefined;
  /** Controlled open state. */
  open?: boolean | undefined;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the menu opens or closes (a leaf tapped, back at the top level). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Controlled stack of visited parent ids. */
  stack?: readonly string[] | undefined;
  /** Called with the new stack after a drill-down or a back step. */
  onStackChange?: ((stack: readonly string[]) => void) | undefined;
  /** Renders links with the host router. */
  renderLink?: RenderLink | undefined;
};

/**
 * A row of the menu: `kind` entry (a link or a drill-down button), back (the step up, label first) or static
 * (a folder without link, muted). Each class group is set by one variant only.
 */
export const mobileMenuRowVariants = cva(
  'flex min-h-12 w-full items-center gap-2 border-b border-border px-4 text-left text-base hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
  {
    variants: {
      kind: {
        entry: 'cursor-pointer justify-between text-foreground',
        back: 'cursor-pointer justify-start font-semibold text-foreground',
        static: 'cursor-default justify-between text-muted-foreground',
      },
    },
    defaultVariants: { kind: 'entry' },
  },
);

const rowClass = mobileMenuRowVariants({ kind: 'entry' });

const emptyStack: readonly string[] = [];

/**
 * Full-screen drill-down menu over main, service and countries navigation (storefront.md §2 Mobile menu):
 * an item with children shows its children with a back step, a leaf closes, back at the top closes;
 * body scrolling is locked while open.
 */
export function MobileMenu({
  main,
  service = [],
  countries = [],
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  stack: stackProp,
  onStackChange,
  renderLink = defaultRenderLink,
  className,
  ...props
}: MobileMenuProps) {
  const t = useUiMessages(mobileMenuMessages);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [stack, setStack] = useControllableState<readonly string[]>({
    value: stackProp,
    defaultValue: emptyStack,
    onChange: onStackChange,
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  const sections = [
    { key: 'main' as const, elements: main },
    { key: 'service' as const, elements: service },
    { key: 'countries' as const, elements: countries },
  ].filter((section) => section.elements.length > 0);
  const path = resolveMobileMenuStack([...main, ...service, ...countries], stack);
  const parent = path.at(-1);

  const close = () => {
    setStack(emptyStack);
    setOpen(false);
  };
  const back = () => {
    const next = mobileMenuBack(path.map((element) => element.id));
    if (next === null) close();
    else setStack(next);
  };

  // The element's icon before its name when it has an icon file (storefront.md §2: menu items show their icon).
  const label = (element: ShellNavigationElement) =>
    element.iconUrl ? (
      <span className="flex min-w-0 items-center gap-3">
        <img src={element.iconUrl} alt="" className="size-5 shrink-0 object-contain" />
        {elementName(element)}
      </span>
    ) : (
      elementName(element)
    );

  const renderRow = (element: ShellNavigationElement) => {
    if (element.children?.length) {
      return (
        <button
          type="button"
          className={rowClass}
          onClick={() => setStack([...path.map((item) => item.id), element.id])}
        >
          {label(element)}
          <ChevronRight aria-hidden className="size-5 shrink-0" />
        </button>
      );
    }
    if (element.href && !isFolder(element)) {
      return renderLink({
        href: element.href,
        className: rowClass,
        onClick: close,
        children: label(element),
        ...navigationLinkTarget(element),
      });
    }
    return <span className={mobileMenuRowVariants({ kind: 'static' })}>{label(element)}</span>;
  };

  return (
    <nav
      aria-label={t('menu')}
      data-slot="mobile-menu"
      data-state={parent ? 'sub' : 'top'}
      className={cn(
        'fixed inset-x-0 top-(--spacing-header-mobile) bottom-0 z-(--z-overlay) overflow-y-auto bg-surface',
        className,
      )}
      {...props}
    >
      {parent ? (
        <>
          <button type="button" className={mobileMenuRowVariants({ kind: 'back' })} onClick={back}>
            <ChevronLeft aria-hidden className="size-5 shrink-0" />
            {t('back')}
          </button>
          <h2 className="px-4 pt-4 pb-2 text-lg font-semibold">{elementName(parent)}</h2>
          <ul>
            {parent.href && !isFolder(parent) ? (
              <li>
                {renderLink({
                  href: parent.href,
                  className: rowClass,
                  onClick: close,
                  children: t('showAll', { name: elementName(parent) }),
                })}
              </li>
            ) : null}
            {(parent.children ?? []).map((element) => (
              <li key={element.id}>{renderRow(element)}</li>
            ))}
          </ul>
        </>
      ) : (
        sections.map((section) => (
          <section key={section.key} aria-label={t(section.key)}>
            <h2 className="bg-muted px-4 py-2 text-sm font-semibold text-muted-foreground uppercase">
              {t(section.key)}
            </h2>
            <ul>
              {section.elements.map((element) => (
                <li key={element.id}>{renderRow(element)}</li>
              ))}
            </ul>
          </section>
        ))
      )}
    </nav>
  );
}
