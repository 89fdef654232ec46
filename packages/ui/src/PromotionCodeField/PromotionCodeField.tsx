import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { promotionCodeMaxLength } from '@ratchet/store-api-contract/rules';
import { Button } from '../Button';
import { fieldControlVariants } from '../Field';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { promotionCodeFieldMessages } from './messages';

/** A redeemed promotion shown below the field. */
export interface AppliedPromotion {
  /** The cart line's id (used to remove it). */
  id: string;
  /** The code the buyer entered. */
  code: string;
  /** The promotion's name. */
  label: string;
  /** What it takes off, already formatted (e.g. "−10 %" or "−€12,00"); optional. */
  discount?: ReactNode;
}

/** What the field is doing: `idle`, `pending` (a code is being redeemed) or `invalid` (the last code was refused). */
export type PromotionCodeFieldState = 'idle' | 'pending' | 'invalid';

export type PromotionCodeFieldProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  /** Redeems a code (trimmed, not empty). A resolved promise clears the field; a rejected one keeps it. */
  onRedeem: (code: string) => Promise<unknown> | void;
  /** The promotions already in the cart. */
  applied?: readonly AppliedPromotion[] | undefined;
  /** Removes an applied promotion by its line id. */
  onRemove?: ((id: string) => void) | undefined;
  /** Why the last code was refused (translated by the host); marks the field invalid. */
  error?: ReactNode;
  /** A redemption or removal runs. */
  pending?: boolean | undefined;
};

/**
 * The promotion-code field of the cart (issue 10): a code and "Redeem", the refusal text linked to the input,
 * and the applied promotions, each removable.
 */
export function PromotionCodeField({
  onRedeem,
  applied = [],
  onRemove,
  error,
  pending = false,
  className,
  ...props
}: PromotionCodeFieldProps) {
  const t = useUiMessages(promotionCodeFieldMessages);
  const id = useId();
  const errorId = `${id}-error`;
  const [code, setCode] = useState('');
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const state: PromotionCodeFieldState = pending ? 'pending' : hasError ? 'invalid' : 'idle';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '' || pending) return;
    const answer = onRedeem(trimmed);
    if (answer && typeof answer.then === 'function') {
      answer.then(
        () => setCode(''),
        () => undefined,
      );
    } else {
      setCode('');
    }
  };

  return (
    <div
      data-slot="promotion-code-field"
      data-state={state}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <form className="flex flex-col gap-1" onSubmit={submit}>
        <label htmlFor={id} className="text-sm font-medium">
          {t('label')}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="promotionCode"
            autoComplete="off"
            maxLength={promotionCodeMaxLength}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={hasError ? true : undefined}
            aria-describedby={hasError ? errorId : undefined}
            className={cn(fieldControlVariants(), 'uppercase')}
          />
          <Button
            type="submit"
            variant="white"
            disabled={pending || code.trim() === ''}
            aria-busy={pending || undefined}
          >
            {t('redeem')}
          </Button>
        </div>
        {hasError ? (
          <p id={errorId} className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
      {applied.length > 0 ? (
        <ul aria-label={t('applied')} className="flex flex-col gap-1">
          {applied.map((promotion) => (
            <li
              key={promotion.id}
              data-slot="promotion-code-applied"
              className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1 text-sm"
            >
              <span>
                <span className="font-medium">{promotion.code}</span> · {promotion.label}
                {promotion.discount ? <> · {promotion.discount}</> : null}
              </span>
              {onRemove ? (
                <Button
                  variant="link"
                  size="sm"
                  className="px-1"
                  aria-label={t('remove', { code: promotion.code })}
                  disabled={pending}
                  onClick={() => onRemove(promotion.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
