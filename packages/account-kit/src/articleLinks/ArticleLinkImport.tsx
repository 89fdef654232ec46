import type { ArticleLinkImportError, ArticleLinkImportResponse, StoreApiError } from '@ratchet/store-api-contract';
import { articleLinkCsvMaxBytes } from '@ratchet/store-api-contract/rules';
import { Badge, Button, FileDrop, cn } from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useArticleLinkActions } from './useArticleLinkActions';

export type ArticleLinkImportProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** A file chosen at start (stories and tests). */
  defaultFile?: File | null | undefined;
};

/** Where the import stands: choosing a file, a checked file (preview), or an import done. */
type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; answer: ArticleLinkImportResponse }
  | { kind: 'done'; answer: ArticleLinkImportResponse };

const statusVariant = { create: 'success', update: 'secondary', failed: 'danger' } as const;

/**
 * The CSV import of article links (account-area.md §4 "shows a preview of the first 10 entries before importing",
 * §5, §8 CSV codes, §9 5 MB; issue 13): a file is chosen (drop or button; type, emptiness and size refused at once),
 * checked by the server (nothing written) and shown as its first 10 rows with their status plus every failed row by
 * line, value and reason; the buyer confirms, the valid rows import and the failed ones stay listed.
 */
export function ArticleLinkImport({ defaultFile = null, className, ...props }: ArticleLinkImportProps) {
  const { t, errorText } = useAccountText('articleLinks');
  const { importFile } = useArticleLinkActions();
  const [file, setFile] = useState<File | null>(defaultFile);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problems, setProblems] = useState<StoreApiError[]>([]);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);

  const reset = (next: File | null) => {
    setFile(next);
    setStep({ kind: 'choose' });
    setProblems([]);
  };

  const send = async (mode: 'preview' | 'commit') => {
    if (!file) return;
    setBusy(mode === 'preview' ? 'checking' : 'importing');
    setProblems([]);
    const result = await importFile(file, mode, file.name);
    setBusy(null);
    if (!result.ok) {
      setProblems(result.errors);
      return;
    }
    setStep({ kind: mode === 'preview' ? 'preview' : 'done', answer: result.data });
  };

  const reason = (code: string) => errorText(code);
  const errorList = (answer: ArticleLinkImportResponse) =>
    answer.errors.length > 0 ? (
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('articleLinks.import.errorsTitle')}</h3>
        <ul data-slot="article-link-import-errors" className="flex flex-col gap-1 text-sm text-danger">
          {answer.errors.map((error: ArticleLinkImportError) => (
            <li key={`${error.line}-${error.field}`}>
              {t('articleLinks.import.errorLine', {
                line: error.line,
                value: error.value || t('articleLinks.import.emptyValue'),
                reason: reason(error.code),
              })}
            </li>
          ))}
        </ul>
        {answer.failedRows > answer.errors.length ? (
          <p className="text-sm">
            {t('articleLinks.import.errorsMore', { count: answer.failedRows - answer.errors.length })}
          </p>
        ) : null}
      </div>
    ) : null;

  return (
    <section
      data-slot="article-link-import"
      data-state={step.kind}
      aria-labelledby="article-link-import-title"
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-4', className)}
      {...props}
    >
      <h2 id="article-link-import-title" className="text-base font-semibold">
        {t('articleLinks.import.title')}
      </h2>
      <FileDrop
        label={t('articleLinks.import.label')}
        description={t('articleLinks.import.help')}
        accept={['.csv', '.txt', 'text/csv', 'text/plain', 'application/vnd.ms-excel']}
        maxSize={articleLinkCsvMaxBytes}
        value={file}
        onValueChange={reset}
        error={problems.length > 0 ? problems.map((problem) => errorText(problem.code)).join(' ') : undefined}
        disabled={busy !== null}
      />
      {step.kind === 'choose' ? (
        <div>
          <Button
            type="button"
            disabled={!file || busy !== null}
            loading={busy === 'checking'}
            onClick={() => void send('preview')}
          >
            {busy === 'checking' ? t('articleLinks.import.checking') : t('articleLinks.import.check')}
          </Button>
        </div>
      ) : null}
      {step.kind === 'preview' ? (
        <div className="flex flex-col gap-4">
          <p aria-live="polite" className="text-sm">
            {t('articleLinks.import.summary', {
              total: step.answer.totalRows,
              valid: step.answer.validRows,
              created: step.answer.created,
              updated: step.answer.updated,
              failed: step.answer.failedRows,
            })}
          </p>
          {/* Scrolls sideways on a phone: focusable, so the keyboard reaches every column (axe scrollable-region). */}
          <div
            className="overflow-x-auto"
            role="region"
            tabIndex={0}
            aria-label={t('articleLinks.import.previewCaption', {
              count: step.answer.preview.length,
              fileName: file?.name ?? '',
            })}
          >
            <table data-slot="article-link-import-preview" className="w-full min-w-[36rem] text-left text-sm">
              <caption className="mb-2 text-left text-sm font-medium">
                {t('articleLinks.import.previewCaption', {
                  count: step.answer.preview.length,
                  fileName: file?.name ?? '',
                })}
              </caption>
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('articleLinks.import.column.line')}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('articleLinks.column.productNumber')}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('articleLinks.column.customerSku')}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('articleLinks.column.description')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('articleLinks.import.column.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {step.answer.preview.map((row) => (
                  <tr key={row.line} data-state={row.status} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 pe-3 font-normal tabular-nums">
                      {row.line}
                    </th>
                    <td className="py-2 pe-3">{row.productNumber}</td>
                    <td className="py-2 pe-3">{row.customerSku}</td>
                    <td className="py-2 pe-3">{row.description}</td>
                    <td className="py-2">
                      <span className="flex flex-col items-start gap-1">
                        <Badge variant={statusVariant[row.status]} size="sm">
                          {t(`articleLinks.import.status.${row.status}`)}
                        </Badge>
                        {row.code ? <span className="text-xs text-danger">{reason(row.code)}</span> : null}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errorList(step.answer)}
          {step.answer.validRows === 0 ? (
            <p role="alert" className="text-sm text-danger">
              {t('articleLinks.import.nothingValid')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={step.answer.validRows === 0 || busy !== null}
              loading={busy === 'importing'}
              onClick={() => void send('commit')}
            >
              {busy === 'importing'
                ? t('articleLinks.import.importing')
                : t('articleLinks.import.confirm', { count: step.answer.validRows })}
            </Button>
            <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => reset(null)}>
              {t('articleLinks.import.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {step.kind === 'done' ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm text-success">
            {t('articleLinks.import.done', {
              count: step.answer.validRows,
              created: step.answer.created,
              updated: step.answer.updated,
            })}
          </p>
          {step.answer.failedRows > 0 ? (
            <p className="text-sm">{t('articleLinks.import.doneWithErrors', { count: step.answer.failedRows })}</p>
          ) : null}
          {errorList(step.answer)}
          <div>
            <Button type="button" variant="secondary" onClick={() => reset(null)}>
              {t('articleLinks.import.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
