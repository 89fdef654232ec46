import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('issue 9 item 9: an empty list names itself with a heading, explains and offers its action', async () => {
    const onCreate = vi.fn();
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No order lists yet"
        description="Save products you order often in a list."
        action={<button onClick={onCreate}>Create order list</button>}
        className="extra"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No order lists yet' })).toBeInTheDocument();
    expect(screen.getByText('Save products you order often in a list.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create order list' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    const root = container.querySelector('[data-slot="empty-state"]');
    expect(root).toHaveClass('extra');
    expect(root).toHaveAttribute('data-variant', 'page');
  });

  it('the icon is decoration, hidden from assistive tech', () => {
    render(<EmptyState icon={<svg data-testid="icon" />} title="No invoices" />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('the heading level follows the page outline; compact size for table bodies', () => {
    const { container } = render(<EmptyState title="No results for these filters" headingLevel={3} size="compact" />);
    expect(screen.getByRole('heading', { level: 3, name: 'No results for these filters' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="empty-state"]')).toHaveAttribute('data-variant', 'compact');
  });
});
