import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Combobox } from './Combobox';
import { places } from './fixtures';

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Combobox (issue 9 item 9; WAI-ARIA combobox pattern)', () => {
  it('filters the items as the user types, ignoring accents, and chooses one', async () => {
    const onChange = vi.fn();
    render(<Combobox label="City" items={places} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'lie');
    expect(optionNames()).toEqual(['Liège4000']);
    await userEvent.click(screen.getByRole('option', { name: /Liège/ }));
    expect(onChange).toHaveBeenCalledWith('4000');
    expect(input).toHaveValue('Liège');
  });

  it('filters by start of the text with filtering="startsWith"', async () => {
    render(<Combobox label="City" items={places} filtering="startsWith" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'en');
    expect(screen.getByRole('listbox')).toHaveTextContent('No matches found.'); // "Antwerpen", "Gent", "Wien" contain it
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /Antwerpen|Gent|Wien/ })).toBeNull();
  });

  it('chooses with the keyboard: ArrowDown moves, Enter chooses', async () => {
    const onChange = vi.fn();
    render(<Combobox label="City" items={places} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'en');
    // "en" matches Antwerpen, Gent and Wien in this order.
    expect(optionNames()).toEqual(['Antwerpen2000', 'Gent9000', 'Wien1010']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('9000');
    expect(input).toHaveValue('Gent');
  });

  it('shows the empty text when nothing matches', async () => {
    render(<Combobox label="City" items={places} emptyText="No place with this postal code." />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'xyz');
    expect(screen.getByRole('listbox')).toHaveTextContent('No place with this postal code.');
  });

  it('asks the host for items as the text changes and shows what it answers (async city search by postal code)', async () => {
    const onInputChange = vi.fn();
    function CitySearch() {
      const [text, setText] = useState('');
      // The host filters (here synchronously; a real host fetches and sets `loading`).
      const found = text.length < 2 ? [] : places.filter((place) => place.id.startsWith(text));
      return (
        <Combobox
          label="City"
          items={found}
          filtering="none"
          inputValue={text}
          onInputChange={(next) => {
            onInputChange(next);
            setText(next);
          }}
        />
      );
    }
    render(<CitySearch />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), '10');
    expect(onInputChange).toHaveBeenLastCalledWith('10');
    expect(optionNames()).toEqual(['Bruxelles1000', 'Wien1010']);
  });

  it('shows the loading text in the list while the host fetches', async () => {
    const { container } = render(<Combobox label="City" items={[]} filtering="none" loading />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), '90');
    expect(container.querySelector('[data-slot="combobox"]')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading suggestions…');
  });

  it('links the error message to the input and marks it invalid', () => {
    render(<Combobox label="City" items={places} description="Type the postal code" errorMessage="Choose a city" />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Choose a city/);
    expect(input).toHaveAccessibleDescription(/Type the postal code/);
  });

  it('shows its texts in the provider locale', async () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <Combobox label="Ort" items={places} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: /Vorschläge anzeigen/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Ort' }), 'qq');
    expect(screen.getByRole('listbox')).toHaveTextContent('Keine Treffer gefunden.');
  });

  it('passes className to the root', () => {
    const { container } = render(<Combobox label="City" items={places} className="extra-class" />);
    expect(container.querySelector('[data-slot="combobox"]')).toHaveClass('extra-class');
  });
});
