import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch (issue 9 item 9)', () => {
  it('account-area.md §3 "budget transferable": toggles with click, Space and Enter (uncontrolled)', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Budget transferable" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Budget transferable' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('toggles when its label is clicked and is described by its help text', async () => {
    render(<Switch label="Active" description="Inactive users cannot log in" />);
    await userEvent.click(screen.getByText('Active'));
    const control = screen.getByRole('switch', { name: 'Active' });
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveAccessibleDescription('Inactive users cannot log in');
  });

  it('stays as the host says when controlled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Lead buyer" checked onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Lead buyer' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Lead buyer' })).toHaveAttribute('aria-checked', 'true');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Renewable" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Renewable' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('passes className to the switch (the root of a bare switch)', () => {
    render(<Switch aria-label="Dark mode" className="extra-class" />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toHaveClass('extra-class');
    expect(control).toHaveAttribute('data-slot', 'switch');
  });
});
