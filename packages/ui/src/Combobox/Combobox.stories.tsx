import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox } from './Combobox';
import { places } from './fixtures';

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { label: 'City', items: places, placeholder: 'Postal code or city', onChange: fn() },
  parameters: { storyRoot: { width: 320, minHeight: 320 } },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

/** Empty field with its placeholder. */
export const Empty: Story = {
  parameters: { storyRoot: { width: 320 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAttribute('placeholder', 'Postal code or city');
  },
};

/** Typing filters the list (accents ignored: "lie" finds Liège). */
export const Filtering: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'lie');
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await expect(within(list).getByRole('option', { name: /Liège/ })).toBeInTheDocument();
  },
};

/** Keyboard: ArrowDown moves through the matches, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('en');
    await listbox();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('9000');
    await expect(input).toHaveValue('Gent');
  },
};

/** Nothing matches: the empty text. */
export const NoMatches: Story = {
  args: { emptyText: 'No place with this postal code.' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), '7777');
    await expect(await listbox()).toHaveTextContent('No place with this postal code.');
  },
};

/** Async items: the host searches by postal code (feature flag "city search") and shows loading while it fetches. */
export const AsyncCitySearch: Story = {
  render: function CitySearch(args) {
    const [text, setText] = useState('');
    const found = text.length < 2 ? [] : places.filter((place) => place.id.startsWith(text));
    return <Combobox {...args} items={found} filtering="none" inputValue={text} onInputChange={setText} />;
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), '10');
    const list = await listbox();
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bruxelles1000', 'Wien1010']);
  },
};

/** Loading: a spinner in the field and the loading text in the list. */
export const Loading: Story = {
  args: { items: [], filtering: 'none', loading: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), '90');
    await expect(await listbox()).toHaveTextContent('Loading suggestions…');
  },
};

/** Invalid with a linked error; className reaches the root. */
export const Invalid: Story = {
  args: { errorMessage: 'Choose a city from the list.', isRequired: true, className: 'max-w-72' },
  parameters: { storyRoot: { width: 320 } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Choose a city from the list\./);
    await expect(canvasElement.querySelector('[data-slot="combobox"]')).toHaveClass('max-w-72');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1010' },
  parameters: { storyRoot: { width: 320 } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Wien');
  },
};

/** Dutch texts from the UiLocaleProvider. */
export const Dutch: Story = {
  args: { label: 'Gemeente', placeholder: 'Postcode of gemeente' },
  globals: { locale: 'nl-NL' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Gemeente' }), 'qq');
    await expect(await listbox()).toHaveTextContent('Geen resultaten gevonden.');
  },
};
