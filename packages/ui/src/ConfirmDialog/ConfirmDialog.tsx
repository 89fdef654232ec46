import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { Button } from '../Button';
import { dialogContentVariants, dialogTitleVariants } from '../Dialog';
import { Field, fieldControlVariants } from '../Field';
import { confirmDialogMessages } from './messages';

/** Confirm button look: `default` (primary) or `destructive` (delete, decline). */
export const confirmDialogActionVariants = cva('', {
  variants: {
    variant: {
      default: '',
      destructive: 'bg-danger text-danger-foreground hover:bg-danger hover:opacity-90',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** A comment the user writes with the decision (e.g. 'decline with comment'). */
export type ConfirmDialogComment = {
  /** Label of the comment field. */
  label: ReactNode;
  /** Help text below the label. */
  description?: ReactNode;
  /** The decision needs a non-blank comment (shows the required-field text otherwise). */
  required?: boolean;
  /** Longest comment in characters. */
  maxLength?: number;
};

export type ConfirmDialogProps = VariantProps<typeof confirmDialogActionVariants> & {
  /** Open (controlled). */
  open?: boolean;
  /** Open at first when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (not while the confirmation is pending). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the trigger via `asChild`). */
  trigger?: ReactElement;
  /** The question; the alert dialog's accessible name. */
  title: ReactNode;
  /** What happens on confirming; the dialog's accessible description. */
  description?: ReactNode;
  /** Extra content between description and buttons (e.g. the selected orders). */
  children?: ReactNode;
  /** Confirm button text (default: the localized "Confirm"). */
  confirmLabel?: ReactNode;
  /** Cancel button text (default: the localized "Cancel"). */
  cancelLabel?: ReactNode;
  /** Asks for a comment that is handed to `onConfirm`. */
  comment?: ConfirmDialogComment;
  /**
   * Runs the decision with the (trimmed) comment. A returned promise keeps the dialog open and pending until it
   * settles; it closes when it resolves and stays open when it rejects (the host reports the failure).
   */
  onConfirm: (comment: string) => void | Promise<unknown>;
  /** Shows the confirmation as running (e.g. the host's mutation state): buttons disabled, not closable. */
  pending?: boolean;
  /** Class of the dialog panel. */
  className?: string;
  /**
   * Where the focus goes when the dialog closes: by default back to the element that had it before; call
   * `event.preventDefault()` and focus another element when that one is gone (e.g. the deleted row's button).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Confirmation before a consequential action (approve or decline orders, delete a list…): the WAI-ARIA alert
 * dialog pattern on Radix AlertDialog. Focus starts on Cancel (or in the comment), Escape cancels.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  comment,
  onConfirm,
  pending: pendingProp = false,
  variant = 'default',
  className,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const t = useUiMessages(confirmDialogMessages);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [running, setRunning] = useState(false);
  const [commentText, setCommentText] = useState('');
  const [commentMissing, setCommentMissing] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  // The element that had the focus when the dialog opened (a controlled dialog has no Trigger to return to).
  const opener = useRef<HTMLElement | null>(null);
  const pending = pendingProp || running;

  const changeOpen = (next: boolean) => {
    // A running decision cannot be dismissed half way.
    if (pending) return;
    if (!next) {
      setCommentText('');
      setCommentMissing(false);
    }
    setOpen(next);
  };

  const confirm = async () => {
    const text = commentText.trim();
    if (comment?.required && text === '') {
      setCommentMissing(true);
      commentRef.current?.focus();
      return;
    }
    const result = onConfirm(text);
    if (!result) {
      if (!pendingProp) changeOpen(false);
      return;
    }
    setRunning(true);
    try {
      await result;
      setRunning(false);
      setCommentText('');
      setOpen(false);
    } catch {
      setRunning(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="confirm-dialog-overlay" className="fixed inset-0 z-(--z-overlay) bg-black/50" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          aria-busy={pending || undefined}
          className={cn(dialogContentVariants({ size: 'sm' }), className)}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const element = opener.current;
            opener.current = null;
            // Radix returns the focus to its Trigger only; without one the focus would fall to the page's start
            // (WAI-ARIA dialog pattern: back to the element that opened the dialog, while it exists).
            if (event.defaultPrevented || trigger || !element?.isConnected) return;
            event.preventDefault();
            element.focus();
          }}
          onOpenAutoFocus={(event) => {
            // Radix has not moved the focus yet: this is the element that opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!comment) return;
            event.preventDefault();
            commentRef.current?.focus();
          }}
        >
          <div className="flex flex-col gap-1">
            <AlertDialog.Title data-slot="confirm-dialog-title" className={dialogTitleVariants()}>
              {title}
            </AlertDialog.Title>
            {description && (
              <AlertDialog.Description data-slot="confirm-dialog-description" className="text-sm text-muted-foreground">
                {description}
              </AlertDialog.Description>
            )}
          </div>
          {children}
          {comment && (
            <Field
              label={comment.label}
              description={comment.description}
              required={comment.required}
              error={commentMissing ? t('commentRequired') : undefined}
            >
              <textarea
                ref={commentRef}
                value={commentText}
                maxLength={comment.maxLength}
                disabled={pending}
                onChange={(event) => {
                  setCommentText(event.target.value);
                  if (event.target.value.trim() !== '') setCommentMissing(false);
                }}
                className={fieldControlVariants({ control: 'textarea' })}
              />
            </Field>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="white" disabled={pending}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the decision has run. */}
            <Button
              data-slot="confirm-dialog-confirm"
              loading={pending}
              className={confirmDialogActionVariants({ variant })}
              onClick={() => void confirm()}
            >
              {confirmLabel ?? t('confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
