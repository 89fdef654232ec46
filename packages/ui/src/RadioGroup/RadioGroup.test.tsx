import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioOption } from './RadioGroup';

/** Budget periods of an order reference (account-area.md §3: daily, weekly, monthly, yearly, custom). */
const periods: RadioOption[] = [
  { value: 'daily', label: 'Daily', description: '1 day' },
  { value: 'weekly', label: 'Weekly', description: '7 days' },
  { value: 'monthly', label: 'Monthly', description: '30 days' },
  { value: 'custom', label: 'Custom', disabled: true },
];

describe('RadioGroup (issue 9 item 9; WAI-ARIA radio group)', () => {
  it('is a named group of radios; a click chooses one', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Budget period" options={periods} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Budget period' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByRole('radio', { name: 'Weekly' })).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange).toHaveBeenCalledWith('weekly');
  });

  it('is one tab stop on the chosen radio; arrow keys move and choose, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Budget period" options={periods} defaultValue="weekly" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    // Held down like a real key press: Radix moves focus after a timeout and checks while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.keyboard('{/ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.keyboard('{ArrowDown}');
    // "Custom" is disabled: focus wraps to the first option.
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveFocus();
  });

  it('names each option by its label and describes it by its second line', () => {
    render(<RadioGroup label="Budget period" options={periods} />);
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveAccessibleDescription('1 day');
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeDisabled();
  });

  it('links the error to the group and marks it invalid', () => {
    render(<RadioGroup label="Salutation" options={periods} required errorMessage="Choose a salutation" />);
    const group = screen.getByRole('radiogroup', { name: 'Salutation' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a salutation');
  });

  it('stays as the host says when controlled', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Budget period" options={periods} value="daily" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onValueChange).toHaveBeenCalledWith('monthly');
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveAttribute('aria-checked', 'true');
  });

  it('passes className to the group', () => {
    render(<RadioGroup label="Budget period" options={periods} className="extra-class" />);
    expect(screen.getByRole('radiogroup', { name: 'Budget period' })).toHaveClass('extra-class');
  });
});
