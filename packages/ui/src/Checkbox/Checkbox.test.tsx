import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckboxCheckedState } from './Checkbox';

describe('Checkbox (issue 9 item 9)', () => {
  it('toggles with click and Space (uncontrolled) and reports each change', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Lead buyer" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Lead buyer' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ticks when its label is clicked', async () => {
    render(<Checkbox label="Active" />);
    await userEvent.click(screen.getByText('Active'));
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows indeterminate as aria-checked="mixed" and a click ticks it (table select-all)', async () => {
    function SelectAll() {
      const [checked, setChecked] = useState<CheckboxCheckedState>('indeterminate');
      return <Checkbox aria-label="Select all rows" checked={checked} onCheckedChange={setChecked} />;
    }
    render(<SelectAll />);
    const box = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
  });

  it('stays as the host says when controlled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Newsletter" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveAttribute('aria-checked', 'false');
  });

  it('account-area.md §5 "a required checkbox must be ticked": the error marks it invalid and describes it', () => {
    render(
      <Checkbox label="I accept the privacy terms" description="Required" errorMessage="Please accept" required />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the privacy terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required Please accept');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('passes className to the box (the root of a bare checkbox)', () => {
    render(<Checkbox aria-label="Row 1" className="extra-class" />);
    const box = screen.getByRole('checkbox', { name: 'Row 1' });
    expect(box).toHaveClass('extra-class');
    expect(box).toHaveAttribute('data-slot', 'checkbox');
  });
});
