import { useId, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  I18nProvider,
  Text,
  isFileDropItem,
  type DropItem,
} from 'react-aria-components';
import { cva } from 'class-variance-authority';
import { FileText, Upload, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages, type UiLocale } from '../i18n/UiLocaleProvider';
import { buttonVariants } from '../Button';
import { fileDropMessages } from './messages';

/** Why a file was refused before the host saw it. */
export type FileDropProblem = 'tooLarge' | 'wrongType' | 'empty';

/** What the component shows: waiting, a file dragged over it, a file chosen, or a refused file. */
export type FileDropState = 'idle' | 'drop-target' | 'selected' | 'invalid';

/** The drop zone's frame per state. */
export const fileDropZoneVariants = cva(
  'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
  {
    variants: {
      state: {
        idle: 'border-border bg-surface data-[disabled]:cursor-not-allowed data-[disabled]:bg-muted',
        'drop-target': 'border-primary bg-secondary',
        selected: 'border-border bg-surface',
        invalid: 'border-danger bg-surface',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

/**
 * Checks a file against the accept list (extensions like `.csv` or MIME types like `text/csv`, `text/*`)
 * and the size limit; `null` when it may be used.
 */
export function fileDropProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly string[],
  maxSize: number | undefined,
): FileDropProblem | null {
  if (accept.length > 0 && !accept.some((entry) => matchesAccept(file, entry))) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (maxSize !== undefined && file.size > maxSize) return 'tooLarge';
  return null;
}

function matchesAccept(file: Pick<File, 'name' | 'type'>, entry: string): boolean {
  const wanted = entry.trim().toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  if (wanted.endsWith('/*')) return file.type.toLowerCase().startsWith(wanted.slice(0, -1));
  return file.type.toLowerCase() === wanted;
}

/** Bytes as the locale writes them, in kB or MB (1 MB = 1,048,576 bytes, as the 5 MB limit is counted). */
export function formatFileSize(bytes: number, locale: UiLocale): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      megabytes,
    );
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(
    Math.max(bytes / 1024, 0.1),
  );
}

export type FileDropProps = {
  /** What to upload (e.g. "Article links CSV"); names the drop zone. */
  label: ReactNode;
  /** Help below the button (e.g. the accepted format and the limit). */
  description?: ReactNode;
  /** Accepted extensions and MIME types, e.g. `['.csv', 'text/csv']` (empty: every file). */
  accept?: readonly string[];
  /** Largest accepted file in bytes (account-area.md §8: 5 MB for the CSV import). */
  maxSize?: number;
  /** The chosen file (controlled); `null` for none. */
  value?: File | null;
  /** The first chosen file when uncontrolled. */
  defaultValue?: File | null;
  /** Called with an accepted file, or `null` after remove. */
  onValueChange?: (file: File | null) => void;
  /** Called when a file is refused (wrong type, empty, too large); the refusal is shown as well. */
  onReject?: (problem: FileDropProblem, file: File) => void;
  /** The host's own problem with the chosen file (e.g. "not a valid CSV"), already translated. */
  error?: ReactNode;
  /** Turns the whole control off. */
  disabled?: boolean;
  /** Slot below the file for the host (per-row errors, the preview of the first entries). */
  children?: ReactNode;
  /** Class of the root. */
  className?: string;
};

/**
 * File upload (CSV import of article links): a drop zone plus a keyboard-accessible file button (React Aria
 * DropZone and FileTrigger), type and size checks with clear errors, the chosen file with a remove button.
 */
export function FileDrop({
  label,
  description,
  accept = [],
  maxSize,
  value,
  defaultValue = null,
  onValueChange,
  onReject,
  error,
  disabled = false,
  children,
  className,
}: FileDropProps) {
  const t = useUiMessages(fileDropMessages);
  const locale = useUiLocale();
  const [file, setFile] = useControllableState<File | null>({ value, defaultValue, onChange: onValueChange });
  const [problem, setProblem] = useState<FileDropProblem | null>(null);
  const [isDropTarget, setDropTarget] = useState(false);
  const descriptionId = useId();
  const problemId = useId();

  const take = (candidate: File | null | undefined) => {
    if (!candidate) return;
    const refused = fileDropProblem(candidate, accept, maxSize);
    setProblem(refused);
    if (refused) {
      onReject?.(refused, candidate);
      return;
    }
    setFile(candidate);
  };

  const drop = async (items: readonly DropItem[]) => {
    setDropTarget(false);
    const item = items.find(isFileDropItem);
    if (item) take(await item.getFile());
  };

  const problemText =
    problem === 'tooLarge'
      ? t('tooLarge', { max: formatFileSize(maxSize ?? 0, locale) })
      : problem === 'wrongType'
        ? t('wrongType', { types: accept.join(', ') })
        : problem === 'empty'
          ? t('empty')
          : error;
  const state: FileDropState = isDropTarget ? 'drop-target' : problemText ? 'invalid' : file ? 'selected' : 'idle';

  return (
    <I18nProvider locale={locale}>
      <div data-slot="file-drop" data-state={state} className={cn('flex flex-col gap-2', className)}>
        <DropZone
          aria-label={t('dropZone')}
          isDisabled={disabled}
          onDropEnter={() => setDropTarget(true)}
          onDropExit={() => setDropTarget(false)}
          onDrop={(event) => void drop(event.items)}
          className={fileDropZoneVariants({ state })}
        >
          <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
          <Text slot="label" className="text-sm font-medium text-foreground">
            {label}
          </Text>
          <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
            <span>{t('dropHint')}</span>
            <FileTrigger
              acceptedFileTypes={accept.length > 0 ? accept : undefined}
              onSelect={(files) => take(files?.[0])}
            >
              <AriaButton
                isDisabled={disabled}
                aria-describedby={
                  [description ? descriptionId : undefined, problemText ? problemId : undefined]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                className={cn(
                  buttonVariants({ variant: 'white', size: 'sm' }),
                  'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
                )}
              >
                {t('chooseFile')}
              </AriaButton>
            </FileTrigger>
          </div>
          {description && (
            <p id={descriptionId} className="text-xs text-muted-foreground">
              {description}
            </p>
          )}
        </DropZone>
        {/* Announces the chosen file to screen readers as it appears. */}
        <div role="status" className="contents">
          {file && (
            <div
              data-slot="file-drop-file"
              className="flex items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">
                {t('selected', { name: file.name, size: formatFileSize(file.size, locale) })}
              </span>
              <span aria-hidden="true" className="min-w-0 flex-1 truncate text-foreground">
                {file.name}
              </span>
              <span aria-hidden="true" className="shrink-0 text-muted-foreground tabular-nums">
                {formatFileSize(file.size, locale)}
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('remove', { name: file.name })}
                className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground disabled:cursor-not-allowed [&_svg]:size-4"
                onClick={() => {
                  setProblem(null);
                  setFile(null);
                }}
              >
                <X aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
        {problemText && (
          <p id={problemId} role="alert" data-slot="file-drop-error" className="text-sm text-danger">
            {problemText}
          </p>
        )}
        {children}
      </div>
    </I18nProvider>
  );
}
