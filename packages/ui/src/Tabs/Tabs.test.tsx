import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function ProductTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="description" onValueChange={onValueChange} className="extra">
      <TabsList aria-label="Product information">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="properties">Properties</TabsTrigger>
        <TabsTrigger value="downloads" disabled>
          Downloads
        </TabsTrigger>
      </TabsList>
      <TabsContent value="description">Forged steel, chrome plated.</TabsContent>
      <TabsContent value="properties">Drive: 1/2 inch</TabsContent>
      <TabsContent value="downloads">Data sheet</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab and switches on click', async () => {
    const onValueChange = vi.fn();
    const { container } = render(<ProductTabs onValueChange={onValueChange} />);
    expect(container.querySelector('[data-slot="tabs"]')).toHaveClass('extra');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Forged steel');
    await userEvent.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(screen.getByRole('tabpanel', { name: 'Properties' })).toHaveTextContent('Drive: 1/2 inch');
    expect(onValueChange).toHaveBeenCalledWith('properties');
  });

  it('arrow keys move between tabs and skip disabled ones', async () => {
    render(<ProductTabs />);
    screen.getByRole('tab', { name: 'Description' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
  });
});
