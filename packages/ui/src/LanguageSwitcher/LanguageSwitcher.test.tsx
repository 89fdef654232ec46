// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { LanguageSwitcher, languageCode, type LanguageDomain } from './LanguageSwitcher';

afterEach(cleanup);

const domains: LanguageDomain[] = [
  { domainId: 'at', languageLocaleCode: 'de-AT', languageName: 'Deutsch' },
  { domainId: 'be-nl', languageLocaleCode: 'nl-BE', languageName: 'Nederlands' },
  { domainId: 'be-fr', languageLocaleCode: 'fr-BE', languageName: 'Français' },
];

describe('LanguageSwitcher', () => {
  it('renders nothing with only one domain (storefront.md §2 Language switcher "only when more than one domain")', () => {
    const { container } = render(<LanguageSwitcher domains={domains.slice(0, 1)} currentDomainId="at" />);
    expect(container.innerHTML).toBe('');
  });

  it('lists two-letter upper-case codes with the current one highlighted (storefront.md §2)', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher domains={domains} currentDomainId="be-nl" />);
    const toggle = screen.getByRole('button', { name: 'Language: NL' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const list = screen.getByRole('list', { name: 'Choose language' });
    const options = Array.from(list.querySelectorAll('button')).map((button) => button.textContent);
    expect(options).toEqual(['DE', 'NL', 'FR']);
    expect(screen.getByRole('button', { name: 'NL' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'DE' }).getAttribute('aria-current')).toBeNull();
  });

  it('calls onSelect with the chosen domain and closes (storefront.md §2 "choosing a language switches the domain")', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<LanguageSwitcher domains={domains} currentDomainId="at" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Language: DE' }));
    await user.click(screen.getByRole('button', { name: 'FR' }));
    expect(onSelect).toHaveBeenCalledWith(domains[2]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens and closes on the button and closes on an outside click (storefront.md §2)', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>outside</p>
        <LanguageSwitcher domains={domains} currentDomainId="at" />
      </div>,
    );
    const toggle = screen.getByRole('button', { name: 'Language: DE' });
    await user.click(toggle);
    expect(screen.getByRole('list')).not.toBeNull();
    await user.click(toggle);
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(toggle);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('localizes its label (storefront.md §1 locales)', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <LanguageSwitcher domains={domains} currentDomainId="at" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sprache: DE' })).not.toBeNull();
  });

  it('derives codes from locale codes and guards bad input', () => {
    expect(languageCode('nl-BE')).toBe('NL');
    expect(languageCode('fr_FR')).toBe('FR');
    expect(languageCode('')).toBe('??');
  });

  it('passes className to the root', () => {
    const { container } = render(<LanguageSwitcher domains={domains} currentDomainId="at" className="extra" />);
    const root = container.firstElementChild!;
    expect(root.classList.contains('extra')).toBe(true);
    expect(root.getAttribute('data-slot')).toBe('language-switcher');
  });
});
