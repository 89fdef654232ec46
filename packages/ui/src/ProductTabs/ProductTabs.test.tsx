// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProductTabs } from './ProductTabs';

afterEach(cleanup);

const tabs = [
  { id: 'description', label: 'Description', content: <p>Hex bolt for steel construction.</p> },
  { id: 'applications', label: 'Applications', content: null },
  { id: 'downloads', label: 'Downloads', content: [] },
  { id: 'specifications', label: 'Specifications', content: <p>DIN 933</p> },
  { id: 'variants', label: 'Variants', content: <p>Variants table</p> },
];

describe('ProductTabs (issue 10 Tabs: "a tab shows only when it has content")', () => {
  it('shows only the tabs with content, the first open', () => {
    render(<ProductTabs tabs={tabs} label="Product information" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Description',
      'Specifications',
      'Variants',
    ]);
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Hex bolt for steel construction.');
  });

  it('opens the tab it is told to (the variants tab for ?showVariantsTable=true)', () => {
    render(<ProductTabs tabs={tabs} label="Product information" defaultValue="variants" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Variants table');
  });

  it('falls back to the first tab for an id without content and reports the user’s choice', () => {
    const onValueChange = vi.fn();
    render(<ProductTabs tabs={tabs} label="Product information" value="applications" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Hex bolt for steel construction.');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Specifications' }), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('specifications');
  });

  it('names the tab list and renders nothing without any content', () => {
    render(<ProductTabs tabs={tabs} label="Product information" />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    cleanup();
    const { container } = render(<ProductTabs tabs={[tabs[1]!, tabs[2]!]} label="Product information" />);
    expect(container.innerHTML).toBe('');
  });

  it('passes className to the root', () => {
    const { container } = render(<ProductTabs tabs={tabs} label="x" className="extra-class" />);
    expect(container.querySelector('[data-slot="product-tabs"]')?.classList.contains('extra-class')).toBe(true);
  });
});
