import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { articleLink, articleLinkHandlers, importPreview } from '../testing/articleLinkFixtures';
import { withAccountApi } from '../testing/storyApi';
import { desktopTallViewport, mobileTallViewport } from '../testing/storyViewports';
import { ArticleLinkForm } from './ArticleLinkForm';
import { ArticleLinkImport } from './ArticleLinkImport';
import { ArticleLinkList } from './ArticleLinkList';
import type { ArticleLinkListState } from './useArticleLinks';

/** The article links screens: the list (state in the story, the storefront keeps it in the URL), the form, the import. */
function ArticleLinksHost({
  initial,
  onUrl,
  screen = 'list',
}: {
  initial: ArticleLinkListState;
  onUrl: (state: ArticleLinkListState) => void;
  screen?: 'list' | 'create' | 'edit' | 'import';
}) {
  const [state, setState] = useState(initial);
  if (screen === 'create') return <ArticleLinkForm onCancel={() => undefined} />;
  if (screen === 'edit') {
    return (
      <ArticleLinkForm
        link={articleLink({ id: 'link-1', description: 'Lager Halle 3, Regal B' })}
        onCancel={() => undefined}
      />
    );
  }
  if (screen === 'import') return <ArticleLinkImport />;
  return (
    <ArticleLinkList
      state={state}
      onStateChange={(next) => {
        onUrl(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/Article links',
  component: ArticleLinksHost,
  args: { initial: { search: '', page: 1 }, onUrl: fn() },
  decorators: [withAccountApi(...articleLinkHandlers())],
  ...desktopTallViewport,
} satisfies Meta<typeof ArticleLinksHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const excelFile = () =>
  new File(['Artikelnummer;Kundenartikelnummer;Beschreibung\r\nR0000002;00471;Schraube\r\n'], 'huber-artikel.csv', {
    type: 'text/csv',
  });

/** Ends a story without the clicked button's focus (its ring in the screenshot depended on timing). */
function blurActive(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

async function chooseFile(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="article-link-import"] input[type="file"]');
  await userEvent.upload(input!, excelFile());
}

/** The company's links: your number, ours, product, description; edit and delete per row; import below. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /HM-10001/ })).toBeVisible();
    await expect(canvas.getByText('34 article links')).toBeVisible();
  },
};

/** Searched (the URL's `search`): only the matching links. */
export const Searched: Story = {
  args: { initial: { search: 'HM-1001', page: 1 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /HM-10010/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /HM-10004/ })).toBeNull();
  },
};

/** A search without matches. */
export const NoMatches: Story = {
  args: { initial: { search: 'XYZ', page: 1 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No article links found')).toBeVisible();
  },
};

/** No links yet: the empty state points to create and import. */
export const Empty: Story = {
  decorators: [withAccountApi(...articleLinkHandlers({ links: [] }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No article links yet')).toBeVisible();
  },
};

/** Delete all asks first, naming the count. */
export const DeleteAllConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete all' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Delete all 34 article links?');
  },
};

/** German at 375 px. */
export const GermanMobile: Story = {
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /HM-10001/ })).toBeVisible();
  },
};

/** The import with a chosen file, before the check. */
export const ImportFileChosen: Story = {
  args: { screen: 'import' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await expect(await canvas.findByText('huber-artikel.csv')).toBeVisible();
    blurActive(canvasElement);
  },
};

/** The checked file: the first 10 rows with their status and the failed rows by line (§4, §9). */
export const ImportPreview: Story = {
  args: { screen: 'import' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check file' }));
    await expect(await canvas.findByRole('table', { name: 'The first 10 rows of huber-artikel.csv' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 10 rows' })).toBeEnabled();
    blurActive(canvasElement);
  },
};

/** The import done: counts and the rows that were not imported. */
export const ImportDone: Story = {
  args: { screen: 'import' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check file' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 10 rows' }));
    await expect(await canvas.findByText('10 rows were imported (10 new, 0 changed).')).toBeVisible();
    blurActive(canvasElement);
  },
};

/** Every row fails: nothing to import, the reason per row. */
export const ImportAllRowsFailed: Story = {
  args: { screen: 'import' },
  decorators: [
    withAccountApi(
      ...articleLinkHandlers({
        importAnswer: () => ({ ...importPreview(), validRows: 0, created: 0, failedRows: 12 }),
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check file' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
    blurActive(canvasElement);
  },
};

/** A file the server cannot use (§8 invalid format). */
export const ImportFileRefused: Story = {
  args: { screen: 'import' },
  decorators: [
    withAccountApi(...articleLinkHandlers({ importAnswer: { status: 400, code: 'RATCHET__CSV_INVALID_FORMAT' } })),
  ],
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check file' }));
    await expect(
      await canvas.findByText('The file does not have the expected columns. Use the template.'),
    ).toBeVisible();
    blurActive(canvasElement);
  },
};

/** The import preview in German at 375 px. */
export const ImportPreviewGermanMobile: Story = {
  args: { screen: 'import' },
  ...mobileTallViewport,
  globals: { ...mobileTallViewport.globals, locale: 'de-DE' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Datei prüfen' }));
    await expect(await canvas.findByRole('button', { name: '10 Zeilen importieren' })).toBeVisible();
    blurActive(canvasElement);
  },
};

/** A new link: the product chosen in the typeahead (suggestions by number or name), the own number typed. */
export const Create: Story = {
  args: { screen: 'create' },
  play: async ({ canvas, canvasElement }) => {
    const product = canvas.getByRole('combobox', { name: 'Product' });
    await userEvent.type(product, 'kabel');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: /R0000036/ }));
    await expect(product).toHaveValue('R0000036 · Kabelkanal 60 × 80, grau');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your article number' }), 'KK-60');
    blurActive(canvasElement);
  },
};

/** Saving without product and number: both fields say what is missing. */
export const CreateMissingFields: Story = {
  args: { screen: 'create' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Choose a product.')).toBeVisible();
    await expect(canvas.getByText('Enter your article number.')).toBeVisible();
    blurActive(canvasElement);
  },
};

/** Editing a link: the product stays, number and description change. */
export const Edit: Story = {
  args: { screen: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your article number' })).toHaveValue('HM-10001');
  },
};

/** A number another link holds: the §8 code at the field. */
export const EditNumberTaken: Story = {
  args: { screen: 'edit' },
  play: async ({ canvas, canvasElement }) => {
    const sku = canvas.getByRole('textbox', { name: 'Your article number' });
    await userEvent.clear(sku);
    await userEvent.type(sku, 'HM-10004');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('This customer article number is already used by another article link.'),
    ).toBeVisible();
    blurActive(canvasElement);
  },
};
