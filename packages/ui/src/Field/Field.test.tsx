import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, fieldControlVariants } from './Field';
import { uiLocales } from '../i18n/UiLocaleProvider';
import { fieldMessages } from './messages';

describe('Field', () => {
  it('names its control by the label and links the description (account-area.md §5 validation)', () => {
    const { container } = render(
      <Field label="VAT number" description="With country prefix, e.g. BE0123456789" className="extra">
        <input className={fieldControlVariants()} />
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'VAT number' });
    expect(control).toHaveAccessibleDescription('With country prefix, e.g. BE0123456789');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('[data-slot="field"]')).toHaveClass('extra');
    expect(container.querySelector('[data-slot="field"]')).toHaveAttribute('data-state', 'valid');
  });

  it('shows the error, sets aria-invalid and describes the control with it (account-area.md §5 "This is a required field")', () => {
    const { container } = render(
      <Field label="Company name" description="As registered" error="This is a required field" required>
        <input />
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Company name' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAttribute('aria-required', 'true');
    expect(control).toHaveAccessibleDescription('As registered This is a required field');
    expect(container.querySelector('[data-slot="field"]')).toHaveAttribute('data-state', 'invalid');
  });

  it('the required marker is visible but hidden from assistive tech (the name stays the label)', () => {
    render(
      <Field label="E-mail" required>
        <input type="email" />
      </Field>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  });

  it('a function child receives the id and aria props to place on a composite control', () => {
    render(
      <Field label="Remark" error="Too long">
        {(control) => (
          <div>
            <textarea {...control} />
          </div>
        )}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Remark' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Too long');
  });
});

describe('Field texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = fieldMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(fieldMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
