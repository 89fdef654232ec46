// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DisclosureDropdown } from './DisclosureDropdown';

afterEach(cleanup);

function Dropdown(props: Partial<Parameters<typeof DisclosureDropdown>[0]>) {
  return (
    <DisclosureDropdown data-slot="test-dropdown" trigger="Shops" triggerClassName="toggle" {...props}>
      {({ panelId, close }) => (
        <ul id={panelId} aria-label="Shop list">
          <li>
            <button type="button" onClick={close}>
              Wien
            </button>
          </li>
        </ul>
      )}
    </DisclosureDropdown>
  );
}

describe('DisclosureDropdown', () => {
  it('opens and closes with its toggle, which names the panel it controls (storefront.md §2 "opens and closes with a toggle button")', async () => {
    const user = userEvent.setup();
    const { container } = render(<Dropdown />);
    const toggle = screen.getByRole('button', { name: 'Shops' });
    const root = container.querySelector('[data-slot="test-dropdown"]');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(root?.getAttribute('data-state')).toBe('closed');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(root?.getAttribute('data-state')).toBe('open');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('list', { name: 'Shop list' }).id);
    await user.click(toggle);
    expect(screen.queryByRole('list')).toBeNull();
  });

  const closers: [string, (user: UserEvent) => Promise<void>][] = [
    ['an outside click', (user) => user.click(screen.getByText('outside'))],
    ['Escape', (user) => user.keyboard('{Escape}')],
    [
      'the close function a link in the panel calls',
      (user) => user.click(screen.getByRole('button', { name: 'Wien' })),
    ],
  ];
  it.each(closers)('closes on %s (storefront.md §2 "closes on an outside click, a link click")', async (_, closeBy) => {
    const user = userEvent.setup();
    render(
      <div>
        <p>outside</p>
        <Dropdown />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Shops' }));
    expect(screen.getByRole('list', { name: 'Shop list' })).toBeInTheDocument();
    await closeBy(user);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Shops' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a controlled open state and reports each change', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Dropdown open onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Controlled: the panel stays until the owner changes `open`.
    expect(screen.getByRole('list', { name: 'Shop list' })).toBeInTheDocument();
  });

  it('names a toggle by triggerLabel and passes className to the root', () => {
    const { container } = render(<Dropdown triggerLabel="Choose a shop" className="ml-auto" />);
    expect(screen.getByRole('button', { name: 'Choose a shop' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="test-dropdown"]')?.className).toContain('ml-auto');
  });
});
