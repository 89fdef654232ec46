import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { FileDrop, fileDropProblem, formatFileSize } from './FileDrop';
import { fileDropMessages } from './messages';

/** account-area.md §8: CSV upload maximum 5MB. */
const fiveMegabytes = 5 * 1024 * 1024;
const csvAccept = ['.csv', 'text/csv'];

function csvFile(name = 'article-links.csv', content = 'productNumber;customerSku\nA-100;K-1\n') {
  return new File([content], name, { type: 'text/csv' });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileTrigger renders a file input');
  return input;
}

// The picker is the browser's; tests hand files to the input as the picker would, accept list not applied.
const user = () => userEvent.setup({ applyAccept: false });

describe('FileDrop', () => {
  it('issue 9 item 9: the file button is reachable by keyboard and opens the file picker', async () => {
    const { container } = render(<FileDrop label="Article links CSV" accept={csvAccept} maxSize={fiveMegabytes} />);
    const click = vi.spyOn(fileInput(container), 'click');
    const button = screen.getByRole('button', { name: 'Choose file' });
    button.focus();
    await user().keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('shows the chosen CSV with its size and a remove button; remove clears it', async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <FileDrop
        label="Article links CSV"
        accept={csvAccept}
        maxSize={fiveMegabytes}
        onValueChange={onValueChange}
        className="extra"
      />,
    );
    const file = csvFile();
    await user().upload(fileInput(container), file);
    expect(onValueChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('status')).toHaveTextContent('Selected file: article-links.csv');
    const root = container.querySelector('[data-slot="file-drop"]');
    expect(root).toHaveClass('extra');
    expect(root).toHaveAttribute('data-state', 'selected');
    await user().click(screen.getByRole('button', { name: 'Remove article-links.csv' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('article-links.csv')).not.toBeInTheDocument();
    expect(root).toHaveAttribute('data-state', 'idle');
  });

  it('account-area.md §5: a CSV over 5MB is refused with a clear error naming the limit', async () => {
    const onValueChange = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <FileDrop
        label="Article links CSV"
        accept={csvAccept}
        maxSize={fiveMegabytes}
        onValueChange={onValueChange}
        onReject={onReject}
      />,
    );
    const big = new File([new Uint8Array(fiveMegabytes + 1)], 'big.csv', { type: 'text/csv' });
    await user().upload(fileInput(container), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
    expect(onReject).toHaveBeenCalledWith('tooLarge', big);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'The file is larger than 5 MB.',
    );
    expect(container.querySelector('[data-slot="file-drop"]')).toHaveAttribute('data-state', 'invalid');
  });

  it('account-area.md §5: an empty file and a non-CSV file are refused', async () => {
    const onReject = vi.fn();
    const { container } = render(
      <FileDrop label="Article links CSV" accept={csvAccept} maxSize={fiveMegabytes} onReject={onReject} />,
    );
    await user().upload(fileInput(container), new File([], 'empty.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is empty.');
    await user().upload(
      fileInput(container),
      new File(['x'], 'links.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted. Accepted: .csv, text/csv.');
    expect(onReject.mock.calls.map(([problem]) => problem)).toEqual(['empty', 'wrongType']);
  });

  it('shows the host’s own error and its slot (per-row errors are the host’s)', () => {
    render(
      <FileDrop label="Article links CSV" defaultValue={csvFile()} error="All rows failed">
        <ul aria-label="Row errors">
          <li>Row 3: product A-999 does not exist</li>
        </ul>
      </FileDrop>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('All rows failed');
    expect(screen.getByRole('list', { name: 'Row errors' })).toHaveTextContent('Row 3');
  });

  it('localized texts and sizes (de-DE)', async () => {
    const { container } = render(
      <UiLocaleProvider locale="de-DE">
        <FileDrop label="CSV" accept={csvAccept} maxSize={fiveMegabytes} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeInTheDocument();
    await user().upload(
      fileInput(container),
      new File([new Uint8Array(fiveMegabytes + 1)], 'big.csv', { type: 'text/csv' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Datei ist größer als 5 MB.');
  });
});

describe('fileDropProblem', () => {
  it.each([
    ['exactly 5MB is accepted', { name: 'a.csv', type: 'text/csv', size: fiveMegabytes }, null],
    ['one byte over 5MB is too large', { name: 'a.csv', type: 'text/csv', size: fiveMegabytes + 1 }, 'tooLarge'],
    ['an empty file', { name: 'a.csv', type: 'text/csv', size: 0 }, 'empty'],
    [
      '.CSV in capitals with a spreadsheet MIME type',
      { name: 'A.CSV', type: 'application/vnd.ms-excel', size: 10 },
      null,
    ],
    ['a PDF', { name: 'a.pdf', type: 'application/pdf', size: 10 }, 'wrongType'],
  ] as const)('account-area.md §5 CSV import: %s', (_case, file, expected) => {
    expect(fileDropProblem(file, csvAccept, fiveMegabytes)).toBe(expected);
  });

  it('a wildcard MIME type and no limits accept everything of that kind', () => {
    expect(fileDropProblem({ name: 'notes.txt', type: 'text/plain', size: 3 }, ['text/*'], undefined)).toBeNull();
    expect(fileDropProblem({ name: 'x.bin', type: '', size: 1 }, [], undefined)).toBeNull();
  });

  it('sizes are written in the locale (MB from 1 MB on, kB below)', () => {
    expect(formatFileSize(fiveMegabytes, 'en-GB')).toBe('5 MB');
    expect(formatFileSize(1536, 'de-DE')).toBe('1,5 kB');
  });
});

describe('FileDrop texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = fileDropMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(fileDropMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
