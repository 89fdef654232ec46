import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';

/** One tab of the detail page: its id (e.g. `variants`), its label and its content (`null` = no tab). */
export interface ProductTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** True when a tab has something to show (not null, undefined, false, an empty string or an empty list). */
export function hasTabContent(content: ReactNode): boolean {
  if (content === null || content === undefined || content === false || content === '') return false;
  if (Array.isArray(content)) return content.some((child: ReactNode) => hasTabContent(child));
  return true;
}

export type ProductTabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The tabs in order; a tab without content is left out (issue 10: "a tab shows only when it has content"). */
  tabs: readonly ProductTab[];
  /** Accessible name of the tab list. */
  label: string;
  /** The open tab (controlled); e.g. `variants` when the page opens with `?showVariantsTable=true`. */
  value?: string | undefined;
  /** The tab open at first (uncontrolled); default the first tab with content. */
  defaultValue?: string | undefined;
  /** Called with the id of the tab the user opens. */
  onValueChange?: ((id: string) => void) | undefined;
};

/**
 * The product detail tabs (storefront.md §2 Product detail; issue 10 Tabs) on the shared Tabs: only the tabs with
 * content, arrow keys between tabs, the open one as `data-state="active"`. Renders nothing when no tab has content.
 */
export function ProductTabs({
  tabs,
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  className,
  ...props
}: ProductTabsProps) {
  const shown = tabs.filter((tab) => hasTabContent(tab.content));
  const first = shown[0]?.id ?? '';
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? first,
    onChange: onValueChange,
  });
  if (shown.length === 0) return null;
  // A tab that lost its content (or an unknown id) falls back to the first one.
  const open = shown.some((tab) => tab.id === value) ? value : first;
  return (
    <Tabs value={open} onValueChange={setValue} data-slot="product-tabs" className={cn('w-full', className)} {...props}>
      <TabsList aria-label={label}>
        {shown.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} data-tab={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {shown.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="py-2" data-tab={tab.id}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
