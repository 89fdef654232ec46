import { useCart } from '@ratchet/commerce-hooks';
import type { OfferDetail } from '@ratchet/store-api-contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  defaultRenderLink,
  fieldControlVariants,
  type RenderLink,
} from '@ratchet/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAccountText } from '../i18n';
import { offerDetailPath, offerLinkClass } from './OfferHistoryList';
import { useRequestOffer } from './useOffers';

/** The longest message and client reference an offer request takes (the contract's requestOfferBodySchema). */
export const offerRequestLimits = { message: 2000, clientReference: 30 } as const;

export interface RequestOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the offer once the request is in (open, without prices). */
  onRequested?: ((offer: OfferDetail) => void) | undefined;
  /**
   * Whether the confirmation links the new offer (the caller holds ROLE_MANAGE_OFFER_HISTORY and may open the list);
   * a requester without it gets the confirmation text alone.
   */
  canViewOffers?: boolean | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
}

/**
 * "Request an offer" from the cart (account-area.md §6 ROLE_REQUEST_OFFER; issue 13): the cart's product lines, a
 * message and the buyer's own reference go to the server, which answers the new open offer; the dialog then confirms
 * with its number (and a link to it for whoever may list offers). The cart stays as it is. A refusal (a missing
 * right, an empty cart) shows the host's text for its code.
 */
export function RequestOfferDialog({
  open,
  onOpenChange,
  onRequested,
  canViewOffers = false,
  renderLink = defaultRenderLink,
}: RequestOfferDialogProps) {
  const { t, locale, errorText } = useAccountText('offers');
  const { lineItems } = useCart();
  const { requestOffer, isRequesting } = useRequestOffer();
  const [message, setMessage] = useState('');
  const [clientReference, setClientReference] = useState('');
  const [failure, setFailure] = useState('');
  const [requested, setRequested] = useState<OfferDetail | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form (and its focused button) gives way to the confirmation: the focus goes to its Close button.
  useEffect(() => {
    if (requested) closeRef.current?.focus();
  }, [requested]);

  const change = (next: boolean) => {
    if (!next) {
      // Closing after a confirmation starts the next request afresh; an unsent draft stays for the next opening.
      if (requested) {
        setRequested(null);
        setMessage('');
        setClientReference('');
      }
      setFailure('');
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const result = await requestOffer({
      message: message.trim(),
      ...(clientReference.trim() ? { clientReference: clientReference.trim() } : {}),
    });
    if (!result.ok) {
      setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
      return;
    }
    setRequested(result.data);
    onRequested?.(result.data);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-slot="request-offer-dialog" data-state={requested ? 'requested' : 'form'}>
        {requested ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('offers.request.done.title')}</DialogTitle>
              <DialogDescription>
                {t('offers.request.done.text', { offerNumber: requested.offerNumber })}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter className="items-center">
              {canViewOffers
                ? renderLink({
                    href: offerDetailPath(requested.offerNumber),
                    className: offerLinkClass,
                    children: t('offers.request.done.show', { offerNumber: requested.offerNumber }),
                  })
                : null}
              <Button ref={closeRef} type="button" onClick={() => change(false)}>
                {t('offers.request.done.close')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <DialogHeader>
              <DialogTitle>{t('offers.request.title')}</DialogTitle>
              <DialogDescription>{t('offers.request.description')}</DialogDescription>
            </DialogHeader>
            <table data-slot="request-offer-lines" className="w-full text-sm">
              <caption className="sr-only">{t('offers.request.lines')}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('offers.line.description')}</th>
                  <th scope="col">{t('offers.line.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {lineItems.map((line) => (
                  <tr key={line.id} className="border-b border-border last:border-b-0">
                    <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                      <span className="block font-medium">{line.label}</span>
                      <span className="block text-xs text-muted-foreground">{line.payload.productNumber}</span>
                    </th>
                    <td className="py-1.5 text-end tabular-nums whitespace-nowrap">
                      {new Intl.NumberFormat(locale).format(line.quantity)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Field label={t('offers.request.message')} description={t('offers.request.messageHint')}>
              <textarea
                value={message}
                maxLength={offerRequestLimits.message}
                onChange={(event) => setMessage(event.target.value)}
                className={fieldControlVariants({ control: 'textarea' })}
              />
            </Field>
            <Field label={t('offers.request.clientReference')}>
              <input
                value={clientReference}
                maxLength={offerRequestLimits.clientReference}
                onChange={(event) => setClientReference(event.target.value)}
                className={fieldControlVariants()}
              />
            </Field>
            {failure ? (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => change(false)}>
                {t('offers.request.cancel')}
              </Button>
              <Button type="submit" disabled={isRequesting || lineItems.length === 0}>
                {t('offers.request.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
