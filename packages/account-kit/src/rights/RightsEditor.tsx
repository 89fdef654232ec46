import type { StoreApiError } from '@ratchet/store-api-contract';
import {
  roleGroups,
  selfKeptRole,
  type RightEntry,
  type RoleCode,
  type RoleGroupName,
} from '@ratchet/store-api-contract/rules';
import { Button, Checkbox, cn } from '@ratchet/ui';
import { useMemo, useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import type { ActionResult } from '../lib/actionResult';

export type RightsEditorProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The user's rights as stored (every one of the 24 codes with its flag). */
  rights: readonly RightEntry[];
  /** The user's name for the heading and the introduction. */
  userName: string;
  /** True when the editor shows the own rights: the right to manage users cannot be switched off. */
  isSelf?: boolean | undefined;
  /** Saves the rights; resolves with the stored state or the server's errors. */
  onSave: (rights: RightEntry[]) => Promise<ActionResult<RightEntry[]>>;
  /** True while saving. */
  saving?: boolean | undefined;
};

type Draft = Partial<Record<RoleCode, boolean>>;

function draftOf(rights: readonly RightEntry[]): Draft {
  return Object.fromEntries(rights.map((right) => [right.code, right.enabled]));
}

/**
 * The rights editor (account-area.md §6, issue 11): all 24 role codes, grouped by what they are about and explained
 * in the user's language, ticked and saved together. One's own right to manage users stays on (the server refuses
 * it as well: RATCHET__OWN_ACCOUNT_PROTECTED); a failed save shows the server's reason and keeps the draft.
 */
export function RightsEditor({
  rights,
  userName,
  isSelf = false,
  onSave,
  saving = false,
  className,
  ...props
}: RightsEditorProps) {
  const { t, errorText } = useAccountText('rights');
  // By content: a revalidation that brings the same rights must not wipe what the user is ticking.
  const storedKey = rights.map((right) => `${right.code}:${right.enabled}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stored = useMemo(() => draftOf(rights), [storedKey]);
  const [draft, setDraft] = useState<Draft>(stored);
  const [draftOfKey, setDraftOfKey] = useState(storedKey);
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'failed'; errors: StoreApiError[] } | null>(null);
  // New stored rights (a save, another user) start a new draft: adjusted while rendering, not in an effect.
  if (draftOfKey !== storedKey) {
    setDraftOfKey(storedKey);
    setDraft(stored);
  }
  const locked = (code: RoleCode) => isSelf && code === selfKeptRole;
  const changed = (Object.keys(draft) as RoleCode[]).some((code) => draft[code] !== stored[code]);
  const set = (codes: readonly RoleCode[], enabled: boolean) => {
    setStatus(null);
    setDraft((current) => ({
      ...current,
      ...Object.fromEntries(codes.filter((code) => !locked(code)).map((code) => [code, enabled])),
    }));
  };
  const submit = async () => {
    const result = await onSave(
      (Object.keys(draft) as RoleCode[]).map((code) => ({ code, enabled: draft[code] === true })),
    );
    setStatus(result.ok ? { kind: 'saved' } : { kind: 'failed', errors: result.errors });
  };
  return (
    <form
      data-slot="rights-editor"
      data-state={saving ? 'saving' : changed ? 'changed' : 'idle'}
      className={cn('flex flex-col gap-6', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      {...props}
    >
      <p className="text-sm text-muted-foreground">{t('rights.intro', { name: userName })}</p>
      {(Object.keys(roleGroups) as RoleGroupName[]).map((group) => {
        const codes = roleGroups[group] as readonly RoleCode[];
        const enabled = codes.filter((code) => draft[code] === true).length;
        const legendId = `rights-group-${group}`;
        return (
          <fieldset
            key={group}
            aria-labelledby={legendId}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <legend id={legendId} className="text-base font-semibold">
                  {t(`rights.group.${group}.title`)}
                </legend>
                <p className="text-sm text-muted-foreground">{t(`rights.group.${group}.text`)}</p>
              </div>
              <div className="flex items-center gap-2 text-sm">
                <span className="text-muted-foreground">
                  {t('rights.groupCount', { enabled, total: codes.length })}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`${t('rights.enableGroup')}: ${t(`rights.group.${group}.title`)}`}
                  onClick={() => set(codes, true)}
                >
                  {t('rights.enableGroup')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`${t('rights.disableGroup')}: ${t(`rights.group.${group}.title`)}`}
                  onClick={() => set(codes, false)}
                >
                  {t('rights.disableGroup')}
                </Button>
              </div>
            </div>
            <ul className="grid gap-3 md:grid-cols-2">
              {codes.map((code) => (
                <li key={code}>
                  <Checkbox
                    name={code}
                    checked={draft[code] === true}
                    disabled={locked(code)}
                    onCheckedChange={(checked) => set([code], checked === true)}
                    label={t(`rights.role.${code}.name`)}
                    description={
                      locked(code)
                        ? `${t(`rights.role.${code}.text`)} ${t('rights.selfKept')}`
                        : t(`rights.role.${code}.text`)
                    }
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving || !changed}>
          {t('rights.save')}
        </Button>
        <Button type="button" variant="secondary" disabled={saving || !changed} onClick={() => setDraft(stored)}>
          {t('rights.reset')}
        </Button>
        <p role="status" className="text-sm">
          {status?.kind === 'saved' ? t('rights.saved') : changed ? t('rights.unsaved') : ''}
        </p>
      </div>
      {status?.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {status.errors.map((error) => errorText(error.code)).join(' ')}
        </p>
      ) : null}
    </form>
  );
}
