import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Select } from './Select';
import { budgetPeriods } from './fixtures';

describe('Select (issue 9 item 9)', () => {
  it('shows the placeholder, opens a listbox and picks an option with the pointer', async () => {
    const onChange = vi.fn();
    render(<Select label="Budget period" options={budgetPeriods} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Budget period/ });
    expect(trigger).toHaveTextContent('Please choose');
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Monthly/ }));
    expect(onChange).toHaveBeenCalledWith('monthly');
    expect(screen.getByRole('button', { name: /Budget period/ })).toHaveTextContent('Monthly');
  });

  it('opens with ArrowDown and closes with Escape (WAI-ARIA listbox; arrow keys and Enter are covered by the Keyboard story in Chromium)', async () => {
    render(<Select label="Budget period" options={budgetPeriods} defaultValue="weekly" />);
    const trigger = screen.getByRole('button', { name: /Budget period/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Weekly/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not choose a disabled option', async () => {
    const onChange = vi.fn();
    render(<Select label="Budget period" options={budgetPeriods} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Budget period/ }));
    const custom = screen.getByRole('option', { name: /Custom/ });
    expect(custom).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(custom);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays as the host says when controlled', async () => {
    const onChange = vi.fn();
    render(<Select label="Budget period" options={budgetPeriods} value="yearly" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Budget period/ }));
    await userEvent.click(screen.getByRole('option', { name: /Weekly/ }));
    expect(onChange).toHaveBeenCalledWith('weekly');
    expect(screen.getByRole('button', { name: /Budget period/ })).toHaveTextContent('Yearly');
  });

  it('links the error message to the field and marks it invalid', () => {
    const { container } = render(
      <Select
        label="Budget period"
        options={budgetPeriods}
        description="How often the budget renews"
        errorMessage="Choose a period"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Budget period/ });
    expect(trigger).toHaveAccessibleDescription(/Choose a period/);
    expect(trigger).toHaveAccessibleDescription(/How often the budget renews/);
    expect(container.querySelector('[data-slot="select"]')).toHaveAttribute('data-invalid');
  });

  it('submits the chosen id under its name', () => {
    const { container } = render(
      <Select label="Budget period" options={budgetPeriods} defaultValue="monthly" name="period" />,
    );
    const hidden = container.querySelector<HTMLSelectElement>('[name="period"]');
    expect(hidden?.value).toBe('monthly');
  });

  it('cannot be opened when disabled', async () => {
    render(<Select label="Budget period" options={budgetPeriods} isDisabled />);
    const trigger = screen.getByRole('button', { name: /Budget period/ });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the localized placeholder', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <Select label="Budgetperiode" options={budgetPeriods} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: /Budgetperiode/ })).toHaveTextContent('Maak een keuze');
  });

  it('passes className to the root', () => {
    const { container } = render(<Select label="Budget period" options={budgetPeriods} className="extra-class" />);
    expect(container.querySelector('[data-slot="select"]')).toHaveClass('extra-class');
  });
});
