import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/apiServer';
import {
  articleLink,
  articleLinkCalls,
  articleLinkHandlers,
  demoArticleLinks,
  importPreview,
} from '../testing/articleLinkFixtures';
import { renderAccount } from '../testing/render';
import { ArticleLinkForm } from './ArticleLinkForm';
import { ArticleLinkImport } from './ArticleLinkImport';
import { ArticleLinkList } from './ArticleLinkList';
import { articleLinkListQuery, type ArticleLinkListState } from './useArticleLinks';

/** The host: keeps the state as a URL would and shows it. */
function Host() {
  const [state, setState] = useState<ArticleLinkListState>({ search: '', page: 1 });
  return (
    <>
      <output data-testid="url">{articleLinkListQuery(state).toString()}</output>
      <ArticleLinkList state={state} onStateChange={setState} />
    </>
  );
}

/** The file input behind the drop zone's button (React Aria FileTrigger). */
const fileInput = () =>
  document.querySelector<HTMLInputElement>('[data-slot="article-link-import"] input[type="file"]')!;

const csv = (text: string, name = 'links.csv') => new File([text], name, { type: 'text/csv' });

describe('ArticleLinkList (account-area.md §2 article links: list, search, delete, delete all; issue 13)', () => {
  it('lists the links by page; the search goes to the URL after the pause and asks the server', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<Host />, { locale: 'de-DE' });
    const table = await screen.findByRole('table', { name: 'Ihre Artikelnummern' });
    const row = await within(table).findByRole('row', { name: /HM-10001/ });
    expect(row).toHaveTextContent('R0000001');
    expect(screen.getByText('34 Artikelverknüpfungen')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Artikelverknüpfung HM-10001 bearbeiten' })).toHaveAttribute(
      'href',
      '/account/articlelinks/details/link-1',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'hm-1010');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('search=hm-1010'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /HM-10100/ })).toBeInTheDocument();
    expect(calls.queries.at(-1)?.get('search')).toBe('hm-1010');
  });

  it('deletes one link after the confirmation naming it', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<Host />);
    await user.click(await screen.findByRole('button', { name: 'Delete article link HM-10004' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article link HM-10004?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The article link was deleted.')).toBeInTheDocument();
    expect(calls.deleted).toEqual(['link-4']);
    await waitFor(() => expect(screen.queryByRole('row', { name: /HM-10004/ })).not.toBeInTheDocument());
  });

  it('deletes all links only after the confirmation counting them, then shows the empty state', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<Host />);
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all 34 article links?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deletedAll).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('34 article links were deleted.')).toBeInTheDocument();
    expect(calls.deletedAll).toBe(1);
    expect(await screen.findByText('No article links yet')).toBeInTheDocument();
  });

  it('links export (a POST form) and the template to the store-API through the same origin', async () => {
    apiServer.use(...articleLinkHandlers());
    renderAccount(<Host />);
    const exportButton = await screen.findByRole('button', { name: 'Export as CSV' });
    const form = exportButton.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/store-api/ratchet/article-links/export');
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/store-api/ratchet/article-links/template',
    );
  });
});

describe('ArticleLinkImport (account-area.md §4 preview of 10, §8 CSV codes, §9 5 MB; issue 13)', () => {
  it('checks the file (preview, nothing imported), shows 10 rows with status and the failed rows, then imports', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<ArticleLinkImport />, { locale: 'de-DE' });
    await user.upload(fileInput(), csv('Artikelnummer;Kunde\r\n'));
    await user.click(screen.getByRole('button', { name: 'Datei prüfen' }));
    const preview = await screen.findByRole('table', { name: 'Die ersten 10 Zeilen von links.csv' });
    expect(within(preview).getAllByRole('row')).toHaveLength(11);
    const failed = within(preview).getByRole('row', { name: /R9999999/ });
    expect(failed).toHaveTextContent('Fehler');
    expect(within(preview).getByRole('row', { name: /R0000002/ })).toHaveTextContent('Neu');
    expect(screen.getByText('12 Zeilen: 10 importierbar (10 neu, 0 geändert), 2 mit Fehlern.')).toBeInTheDocument();
    const errors = screen.getByRole('list');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Zeile 5: 00471 — Diese Kundenartikelnummer ist bereits einer anderen Artikelverknüpfung zugeordnet.',
      'Zeile 6: R9999999 — Zu dieser Artikelnummer gibt es keinen Artikel.',
    ]);
    expect(calls.imports.map((call) => call.mode)).toEqual(['preview']);

    await user.click(screen.getByRole('button', { name: '10 Zeilen importieren' }));
    expect(await screen.findByText('10 Zeilen wurden importiert (10 neu, 0 geändert).')).toBeInTheDocument();
    expect(screen.getByText('2 Zeilen wurden nicht importiert: siehe Liste unten.')).toBeInTheDocument();
    expect(calls.imports.map((call) => [call.mode, call.fileName])).toEqual([
      ['preview', 'links.csv'],
      ['commit', 'links.csv'],
    ]);
  });

  it('is a section titled by a level-2 heading, below the screen’s h1 (WAI heading order; Lighthouse accessibility 100)', () => {
    renderAccount(<ArticleLinkImport />, { locale: 'de-DE' });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toContainElement(heading);
  });

  it('a file whose rows all fail cannot be imported: the button stays off and the text says why', async () => {
    const allFailed = () => ({ ...importPreview(), validRows: 0, created: 0, failedRows: 12 });
    apiServer.use(...articleLinkHandlers({ importAnswer: allFailed }));
    const user = userEvent.setup();
    renderAccount(<ArticleLinkImport />);
    await user.upload(fileInput(), csv('a;b\r\n'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'None of the rows can be imported. Correct the file and check it again.',
    );
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it('shows the server’s §8 code for a file it cannot read', async () => {
    apiServer.use(...articleLinkHandlers({ importAnswer: { status: 400, code: 'RATCHET__CSV_INVALID_FORMAT' } }));
    const user = userEvent.setup();
    renderAccount(<ArticleLinkImport />);
    await user.upload(fileInput(), csv('x;y\r\n1;2\r\n'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('The file does not have the expected columns. Use the template.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it (§9)', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<ArticleLinkImport />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(fileInput(), big);
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(calls.imports).toEqual([]);
  });
});

describe('ArticleLinkForm (account-area.md §2 articlelinks/create and details, §5, §8; issue 13)', () => {
  it('creates a link by a product chosen in the typeahead', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    const saved: string[] = [];
    renderAccount(<ArticleLinkForm onSaved={(link) => saved.push(link.customerSku)} />);
    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'kabel');
    await user.click(await screen.findByRole('option', { name: /R0000036/ }));
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('R0000036 · Kabelkanal 60 × 80, grau');
    await user.type(screen.getByRole('textbox', { name: 'Your article number' }), 'KK-60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['KK-60']));
    expect(calls.created).toEqual([{ productId: 'product-36', customerSku: 'KK-60', description: '' }]);
  });

  it('sends a typed number as the shop article number and shows the §8 code at the product field', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls }));
    const user = userEvent.setup();
    renderAccount(<ArticleLinkForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose a product.')).toBeInTheDocument();
    expect(screen.getByText('Enter your article number.')).toBeInTheDocument();
    expect(calls.created).toEqual([]);
    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'R9999999');
    // The suggestion list (open, and modal to the page) closes; the typed number stays.
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Your article number' }), 'X-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No product has this article number.')).toBeInTheDocument();
    expect(calls.created).toEqual([{ productNumber: 'R9999999', customerSku: 'X-1', description: '' }]);
  });

  it('edits the number of a link; a number another link holds is refused at its field', async () => {
    const calls = articleLinkCalls();
    apiServer.use(...articleLinkHandlers({ calls, links: demoArticleLinks(3) }));
    const user = userEvent.setup();
    const saved: string[] = [];
    renderAccount(
      <ArticleLinkForm link={articleLink({ id: 'link-1' })} onSaved={(link) => saved.push(link.customerSku)} />,
    );
    expect(screen.getByText('R0000001')).toBeInTheDocument();
    const sku = screen.getByRole('textbox', { name: 'Your article number' });
    await user.clear(sku);
    await user.type(sku, 'hm-10004');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This customer article number is already used by another article link.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(sku);
    await user.type(sku, 'HM-NEU');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['HM-NEU']));
    expect(calls.updated.at(-1)).toEqual({ id: 'link-1', body: { customerSku: 'HM-NEU', description: '' } });
  });
});
