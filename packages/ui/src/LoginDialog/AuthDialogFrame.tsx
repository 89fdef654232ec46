import type { FormEvent, ReactNode } from 'react';
import { Button, buttonVariants } from '../Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';

/** Registration target of the register button (storefront.md §2). */
export const companyRegistrationPath = '/register/company';

/** Props the login and forgot-password dialogs share. */
export interface AuthDialogProps {
  /** Controlled visibility. */
  open?: boolean | undefined;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog opens or closes (close button, Escape, overlay). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** True while the request runs: the submit button shows busy. */
  busy?: boolean | undefined;
  /** The server's message after a failed request (e.g. mapped from the error code). */
  error?: ReactNode;
  /** Renders the register link with the host router. */
  renderLink?: RenderLink | undefined;
  /** Class of the dialog panel. */
  className?: string | undefined;
}

/** The keys of the frame's texts, which every auth dialog's message catalogue holds. */
export type AuthDialogTextKey = 'title' | 'close' | 'submit' | 'noAccount' | 'register';

/**
 * Shared frame of the login and forgot-password dialogs (storefront.md §2): a composition of the Dialog
 * primitives (modal, focus trapped, Escape and the close button close it), titled and optionally
 * described, holding a form: the server error, the dialog's own fields, the submit button and the
 * register footer (its link closes the dialog).
 */
export function AuthDialogFrame({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  busy = false,
  error,
  renderLink = defaultRenderLink,
  className,
  slot,
  t,
  description,
  onSubmit,
  children,
}: AuthDialogProps & {
  /** `data-slot` of the dialog panel. */
  slot: string;
  /** The dialog's message formatter (its catalogue holds the frame's keys). */
  t: (key: AuthDialogTextKey) => string;
  /** Text below the title; without it the panel has no `aria-describedby`. */
  description?: string | undefined;
  /** Called on submit (the page does not reload); the dialog validates its own fields. */
  onSubmit: () => void;
  /** The fields between the server error and the submit button. */
  children: ReactNode;
}) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-slot={slot}
        data-state={open ? 'open' : 'closed'}
        closeLabel={t('close')}
        {...(description ? {} : { 'aria-describedby': undefined })}
        size="sm"
        className={className}
      >
        <DialogHeader>
          <DialogTitle size="lg">{t('title')}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {error ? (
            <div role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
              {error}
            </div>
          ) : null}
          {children}
          <Button type="submit" loading={busy}>
            {t('submit')}
          </Button>
          <div className="flex flex-col gap-2 border-t border-border pt-4">
            <p className="text-sm text-muted-foreground">{t('noAccount')}</p>
            {renderLink({
              href: companyRegistrationPath,
              className: cn(buttonVariants({ variant: 'outline' })),
              onClick: () => setOpen(false),
              children: t('register'),
            })}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
