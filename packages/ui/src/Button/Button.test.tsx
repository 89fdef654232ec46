import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed and is a type="button" by default (storefront.md button types)', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('exposes the variant as data-variant and passes className to the root', () => {
    render(
      <Button variant="loginOrRegister" className="extra-class">
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('data-variant', 'loginOrRegister');
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveClass('extra-class');
  });

  it('while loading is busy, names the spinner in the shop language and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <UiLocaleProvider locale="de-DE">
        <Button loading onClick={onClick}>
          Bestellen
        </Button>
      </UiLocaleProvider>,
    );
    const button = screen.getByRole('button', { name: 'Wird geladen… Bestellen' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asChild renders the child link with the button look', () => {
    render(
      <Button asChild variant="link">
        <a href="/cart">Go to cart</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveAttribute('data-variant', 'link');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
