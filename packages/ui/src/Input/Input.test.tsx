import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Input } from './Input';

describe('Input', () => {
  it('is named by its label and reports typed text', async () => {
    const onValueChange = vi.fn();
    render(<Input label="Company name" onValueChange={onValueChange} className="extra" />);
    const field = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(field, 'ACME');
    expect(field).toHaveValue('ACME');
    expect(onValueChange).toHaveBeenLastCalledWith('ACME');
    expect(field).toHaveClass('extra');
  });

  it('error status sets aria-invalid and links the message (storefront.md §5 validation)', () => {
    render(<Input label="E-mail" type="email" status="error" message="Please enter a valid e-mail address" />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid e-mail address');
  });

  it('success status is not invalid and still shows its message', () => {
    render(<Input label="Order reference" status="success" message="Saved" />);
    const field = screen.getByRole('textbox', { name: 'Order reference' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('Saved');
  });

  it('password toggle shows and hides the password (storefront.md §2 login dialog)', async () => {
    render(<Input label="Password" type="password" passwordToggle defaultValue="geheim" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('clear button empties the field, calls onClear and focuses the field', async () => {
    const onClear = vi.fn();
    render(<Input label="Search" type="search" clearable defaultValue="drill" onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear input' }));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear input' })).not.toBeInTheDocument();
  });

  it('maxlength limits typing and the counter follows the text', async () => {
    render(<Input label="Remark" maxLength={5} showCounter />);
    const field = screen.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(field, 'abcdefgh');
    expect(field).toHaveValue('abcde');
    expect(field).toHaveAccessibleDescription('5 of 5 characters');
  });

  it('works controlled', async () => {
    const onValueChange = vi.fn();
    render(<Input label="Name" value="fixed" onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(field, 'x');
    expect(onValueChange).toHaveBeenCalledWith('fixedx');
    expect(field).toHaveValue('fixed');
  });

  it('number type is a spinbutton; localized button names', () => {
    render(
      <UiLocaleProvider locale="fr-FR">
        <Input label="Quantité" type="number" />
        <Input label="Mot de passe" type="password" passwordToggle />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
  });
});
