import { useState, type ComponentProps } from 'react';
import { Globe } from 'lucide-react';
import { elementName } from '@ratchet/store-api-contract/rules';
import { DisclosureChevron, DisclosureDropdown, type DisclosureOpenProps } from '../lib/DisclosureDropdown';
import {
  defaultRenderLink,
  navigationLinkTarget,
  type RenderLink,
  type ShellNavigationElement,
} from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { countriesSwitcherMessages } from './messages';

export type CountriesSwitcherProps = ComponentProps<'div'> &
  DisclosureOpenProps & {
    /** The countries navigation (storefront.md §2; loaded at depth 4, two levels shown). */
    countries: readonly ShellNavigationElement[];
    /** Renders links with the host router. */
    renderLink?: RenderLink | undefined;
  };

const linkClass =
  'block px-4 py-1.5 text-sm text-foreground hover:bg-secondary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus';

/**
 * Countries switcher (storefront.md §2 Navigation): shows the first country's name; its dropdown lists
 * the countries, each expanding like an accordion to its links (two levels), one open at a time.
 */
export function CountriesSwitcher({ countries, renderLink = defaultRenderLink, ...props }: CountriesSwitcherProps) {
  const t = useUiMessages(countriesSwitcherMessages);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const first = countries[0];
  if (!first) return null;

  const renderLeaf = (element: ShellNavigationElement, close: () => void) =>
    element.href ? (
      renderLink({
        href: element.href,
        className: linkClass,
        onClick: close,
        children: elementName(element),
        ...navigationLinkTarget(element),
      })
    ) : (
      <span className="block px-4 py-1.5 text-sm text-muted-foreground">{elementName(element)}</span>
    );

  return (
    <DisclosureDropdown
      data-slot="countries-switcher"
      trigger={
        <>
          <Globe aria-hidden className="size-4" />
          {elementName(first)}
        </>
      }
      triggerClassName="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-semibold text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus"
      {...props}
    >
      {({ panelId, close }) => (
        <nav
          id={panelId}
          aria-label={t('list')}
          className="absolute right-0 z-(--z-dropdown) mt-1 max-h-(--spacing-countries-dropdown) w-64 overflow-y-auto rounded-md border border-border bg-surface py-1 shadow-popover"
        >
          <ul>
            {countries.map((country) => {
              const children = country.children ?? [];
              const expanded = expandedId === country.id;
              const regionId = `${panelId}-${country.id}`;
              if (children.length === 0) return <li key={country.id}>{renderLeaf(country, close)}</li>;
              return (
                <li key={country.id} data-state={expanded ? 'open' : 'closed'}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={regionId}
                    onClick={() => setExpandedId(expanded ? null : country.id)}
                    className="flex w-full cursor-pointer items-center justify-between px-4 py-2 text-left text-sm font-semibold hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {elementName(country)}
                    <DisclosureChevron open={expanded} />
                  </button>
                  {expanded ? (
                    <ul id={regionId} className="pb-1 pl-2">
                      {children.map((child) => (
                        <li key={child.id}>
                          {renderLeaf(child, close)}
                          {child.children?.length ? (
                            <ul className="pl-3">
                              {child.children.map((grandchild) => (
                                <li key={grandchild.id}>{renderLeaf(grandchild, close)}</li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </DisclosureDropdown>
  );
}
