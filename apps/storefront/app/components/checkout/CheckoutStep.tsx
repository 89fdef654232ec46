import type { Approval } from '@ratchet/store-api-contract';
import {
  checkoutProblems,
  deliveryCountryIsoCodes,
  emptyCheckoutInput,
  useCart,
  useCheckout,
  useFeatureFlags,
  useNotifications,
  useSession,
  type CheckoutInput,
  type CheckoutMethodsFallback,
  type ShippingAddressInput,
} from '@ratchet/commerce-hooks';
import {
  codePointLength,
  desiredDeliveryDateRules,
  formatPrice,
  orderReferenceMaxLength,
} from '@ratchet/store-api-contract/rules';
import {
  AddressPicker,
  Button,
  CartTotals,
  Checkbox,
  Field,
  OrderSummary,
  RadioGroup,
  ShippingOptionPicker,
  fieldControlVariants,
  type AddressChoice,
  type DatePickerProps,
  type RenderLink,
  type SavedAddress,
} from '@ratchet/ui';
import { useMemo, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { cartTotalsProps } from './CartView';
import { LazyOrderReferenceSearch } from './LazyOrderReferenceSearch';
import { chunkLoader, FieldPlaceholder, LoadOnIntent } from './LoadOnIntent';

/** The delivery date picker's chunk: React Aria (about 113 KB gzip), which the cart's first load must not carry. */
const deliveryDatePicker = chunkLoader(() => import('./DeliveryDatePicker'));

/**
 * The desired delivery date, loaded on intent (LoadOnIntent: pointer, touch or focus on the field, or when it scrolls
 * into view; issue 10 cart Lighthouse ≥ 95). Server and first browser render show a placeholder with the field's
 * label, hint and frame, so the page is complete and nothing shifts; focus in it moves to the picker's first segment.
 */
function DeliveryDateField(props: DatePickerProps) {
  return (
    <LoadOnIntent
      slot="delivery-date-chunk"
      loader={deliveryDatePicker}
      placeholder={<FieldPlaceholder id="checkout-delivery-date" label={props.label} description={props.description} />}
    >
      {(module) => <module.DatePicker {...props} />}
    </LoadOnIntent>
  );
}

/** The one-time address choice of the picker as the checkout's input. */
function shippingAddressInput(choice: AddressChoice | null): ShippingAddressInput | null {
  if (!choice) return null;
  return choice.kind === 'saved'
    ? { kind: 'saved', addressId: choice.addressId }
    : { kind: 'oneTime', address: choice.address };
}

export interface CheckoutStepProps {
  /** The customer has ROLE_PLACE_ORDERS. */
  canPlaceOrders: boolean;
  /** The shop's calendar day (ISO), for the delivery date rules. */
  today: string;
  /**
   * The cart's shipping and payment methods as the route's loader read them with the cart: the server's markup names
   * them and the live step starts with them (no list arriving later and moving the terms and the action down).
   */
  loadedMethods?: CheckoutMethodsFallback | undefined;
  renderLink: RenderLink;
  /** Called with the new order's id. */
  onPlaced: (orderId: string) => void;
  /** Called with the pending request when the order was requested instead (account-area.md §4). */
  onRequested: (request: Approval) => void;
}

/** The free-text fields of the step a buyer may have typed into before it was live. */
export type CarriedCheckoutInput = Partial<Pick<CheckoutInput, 'orderReference' | 'fileNumber' | 'customerComment'>>;

/**
 * The checkout step below the cart (account-area.md §2 /checkout): billing and shipping address (a company address or
 * a one-time one), delivery or pickup with the branch, shipping and payment method (feature flags), desired delivery
 * date, order reference (≤ 30 characters counted as the user sees them), file number (feature flag), comment, terms,
 * the order summary and "place order" — or, without ROLE_PLACE_ORDERS, the spec's refusal text instead of the action.
 */
export function CheckoutStep({
  canPlaceOrders,
  today,
  loadedMethods,
  renderLink,
  onPlaced,
  onRequested,
  carried,
}: CheckoutStepProps & {
  /** Text typed into the server's markup before the step was live (LazyCheckoutStep). */
  carried?: CarriedCheckoutInput | undefined;
}) {
  const { t, errorText, locale } = useI18n(['checkout']);
  const { customer } = useSession();
  const cart = useCart();
  const flags = useFeatureFlags();
  const notifications = useNotifications();
  const checkout = useCheckout({ fallback: loadedMethods });
  const [input, setInput] = useState<CheckoutInput>(() => ({
    ...emptyCheckoutInput(),
    ...carried,
    billingAddressId: customer?.defaultBillingAddressId ?? null,
    shippingAddress: customer?.defaultShippingAddressId
      ? { kind: 'saved', addressId: customer.defaultShippingAddressId }
      : null,
  }));
  const [submitted, setSubmitted] = useState(false);
  const change = (part: Partial<CheckoutInput>) => setInput((previous) => ({ ...previous, ...part }));

  const addresses: SavedAddress[] = useMemo(
    () =>
      (customer?.addresses ?? []).map((address) => ({
        id: address.id,
        company: address.company,
        firstName: address.firstName,
        lastName: address.lastName,
        street: address.street,
        zipcode: address.zipcode,
        city: address.city,
        countryName: address.country.name,
      })),
    [customer?.addresses],
  );
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return deliveryCountryIsoCodes.map((iso) => ({ iso, name: names.of(iso) ?? iso }));
  }, [locale]);

  // Delivery or pickup follows the cart's shipping method (pickup is a method of its own).
  const methods = checkout.shippingMethods ?? [];
  const pickupMethod = methods.find((method) => method.shippingOption === 'pickup');
  const shippingOption = checkout.shippingMethodId === 'pickup' ? 'pickup' : 'delivery';
  const deliveryMethods = flags.isEnabled('shippingMethodSelect')
    ? methods
        .filter((method) => method.shippingOption === 'delivery')
        .map((method) => ({
          id: method.id,
          name: method.name,
          disabled: !method.available,
          description: [
            method.price === null
              ? null
              : method.price === 0
                ? t('checkout.methodFree')
                : t('checkout.methodPrice', { price: formatPrice(method.price, locale) }),
            method.freeFrom === null
              ? null
              : t('checkout.methodFreeFrom', { limit: formatPrice(method.freeFrom, locale) }),
            t('checkout.methodDays', { min: method.deliveryTime.min, max: method.deliveryTime.max }),
            method.available ? null : t('checkout.methodUnavailable'),
          ]
            .filter(Boolean)
            .join(' · '),
        }))
    : [];
  const pickupLocationName = pickupMethod?.pickupLocations.find(
    (location) => location.code === input.pickupLocation,
  )?.name;

  const fullInput: CheckoutInput = { ...input, shippingOption };
  const problems = checkoutProblems(fullInput, today);
  const shown = submitted ? problems : { orderReference: problems.orderReference, fileNumber: problems.fileNumber };
  const referenceLength = codePointLength(input.orderReference.trim());
  const blocked = cart.cartErrors.some((error) => error.blocking);
  const totals = cartTotalsProps(cart.cart, (code) => code);

  // Without ROLE_PLACE_ORDERS, or from the flow's approveFrom, the order is requested (account-area.md §4).
  const approval = cart.cart?.extensions.orderApproval;
  const requesting = checkout.orderAction === 'request';
  const approveFrom = cart.cart?.extensions.orderFlowBudget?.approveFrom;

  const place = () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || blocked) return;
    // Shown next to the action (checkout.error), not as a second notification.
    const refused = () => undefined;
    if (requesting) checkout.requestOrder(fullInput).then(onRequested, refused);
    else checkout.placeOrder(fullInput).then((order) => onPlaced(order.id), refused);
  };

  const billing = addresses.find((address) => address.id === input.billingAddressId) ?? null;
  const shippingChoice = input.shippingAddress;
  const shippingAddress =
    shippingChoice?.kind === 'saved'
      ? (addresses.find((address) => address.id === shippingChoice.addressId) ?? null)
      : shippingChoice?.kind === 'oneTime'
        ? {
            ...shippingChoice.address,
            countryName: countries.find((c) => c.iso === shippingChoice.address.countryIso)?.name,
          }
        : null;

  return (
    <section
      aria-labelledby="checkout-title"
      data-slot="checkout-step"
      className="flex flex-col gap-8 border-t border-border pt-6"
    >
      <h2 id="checkout-title" className="text-2xl font-semibold">
        {t('checkout.title')}
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <h3 className="text-lg font-semibold">{t('checkout.addresses')}</h3>
          <AddressPicker
            label={t('checkout.billingAddress')}
            addresses={addresses}
            value={input.billingAddressId ? { kind: 'saved', addressId: input.billingAddressId } : null}
            onChange={(choice) => change({ billingAddressId: choice?.kind === 'saved' ? choice.addressId : null })}
          />
          <h3 className="text-lg font-semibold">{t('checkout.shipping')}</h3>
          <ShippingOptionPicker
            pickupLocations={pickupMethod?.pickupLocations ?? []}
            deliveryMethods={deliveryMethods}
            value={{
              option: shippingOption,
              pickupLocation: input.pickupLocation,
              deliveryMethod: shippingOption === 'delivery' ? (checkout.shippingMethodId ?? null) : null,
            }}
            locationError={shown.pickupLocation ? t('checkout.pickupRequired') : undefined}
            disabled={cart.isMutating}
            onChange={(next) => {
              change({ pickupLocation: next.pickupLocation });
              const target =
                next.option === 'pickup'
                  ? 'pickup'
                  : (methods.find((method) => method.id === next.deliveryMethod && method.shippingOption === 'delivery')
                      ?.id ?? 'standard');
              if (target !== checkout.shippingMethodId) {
                void checkout.setShippingMethod(target).catch((error: unknown) => notifications.error(error));
              }
            }}
          />
          {shippingOption === 'delivery' ? (
            <AddressPicker
              label={t('checkout.shippingAddress')}
              addresses={addresses}
              allowOneTime
              countries={countries}
              showErrors={submitted}
              value={input.shippingAddress}
              onChange={(choice) => change({ shippingAddress: shippingAddressInput(choice) })}
            />
          ) : null}
          {shown.shippingAddress ? <p className="text-sm text-danger">{t('checkout.addressIncomplete')}</p> : null}
          {flags.isEnabled('paymentMethodSelect') && (checkout.paymentMethods?.length ?? 0) > 0 ? (
            <RadioGroup
              label={t('checkout.paymentMethod')}
              options={(checkout.paymentMethods ?? []).map((method) => ({
                value: method.id,
                label: method.name,
                disabled: !method.available,
                description: method.available ? undefined : t('checkout.methodUnavailable'),
              }))}
              value={checkout.paymentMethodId ?? ''}
              disabled={cart.isMutating}
              onValueChange={(id) => {
                const method = checkout.paymentMethods?.find((candidate) => candidate.id === id);
                if (method)
                  void checkout.setPaymentMethod(method.id).catch((error: unknown) => notifications.error(error));
              }}
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <h3 className="text-lg font-semibold">{t('checkout.orderData')}</h3>
          <DeliveryDateField
            label={t('checkout.deliveryDate')}
            description={t('checkout.deliveryDateHint')}
            name="desiredDeliveryDate"
            {...desiredDeliveryDateRules}
            errorMessage={shown.desiredDeliveryDate ? t('checkout.deliveryDateInvalid') : undefined}
            onChange={(value) => change({ desiredDeliveryDate: value ? value.toString() : null })}
          />
          {/* Fixed ids: lazy parts around them must not shift generated ids between server and browser. */}
          <Field
            controlId="checkout-order-reference"
            label={t('checkout.orderReference')}
            description={t('checkout.orderReferenceCount', { count: referenceLength, max: orderReferenceMaxLength })}
            error={
              shown.orderReference ? t('checkout.orderReferenceTooLong', { max: orderReferenceMaxLength }) : undefined
            }
          >
            <input
              name="orderReference"
              autoComplete="off"
              value={input.orderReference}
              onChange={(event) => change({ orderReference: event.target.value })}
              className={fieldControlVariants()}
            />
          </Field>
          <LazyOrderReferenceSearch disabled={cart.isMutating} />
          {flags.isEnabled('orderReferenceSuffixAndFileNumber') ? (
            <Field
              controlId="checkout-file-number"
              label={t('checkout.fileNumber')}
              error={
                shown.fileNumber ? t('checkout.orderReferenceTooLong', { max: orderReferenceMaxLength }) : undefined
              }
            >
              <input
                name="fileNumber"
                autoComplete="off"
                value={input.fileNumber}
                onChange={(event) => change({ fileNumber: event.target.value })}
                className={fieldControlVariants()}
              />
            </Field>
          ) : null}
          <Field controlId="checkout-comment" label={t('checkout.comment')}>
            <textarea
              name="customerComment"
              value={input.customerComment}
              onChange={(event) => change({ customerComment: event.target.value })}
              className={fieldControlVariants({ control: 'textarea' })}
            />
          </Field>
        </div>
      </div>
      <OrderSummary
        heading={t('checkout.summary')}
        lines={[...cart.lineItems, ...cart.promotionLines].map((line) => ({
          id: line.id,
          name: line.label,
          productNumber: line.type === 'product' ? line.payload.productNumber : null,
          quantity: line.quantity,
          unitPrice: line.price?.unitPrice,
          totalPrice: line.price?.totalPrice,
          remark: line.type === 'product' ? line.payload.customFields.order_detail_text : null,
        }))}
        billingAddress={billing}
        shipping={
          shippingOption === 'pickup'
            ? pickupLocationName
              ? { option: 'pickup', locationName: pickupLocationName }
              : null
            : { option: 'delivery', address: shippingAddress }
        }
        shippingMethod={methods.find((method) => method.id === checkout.shippingMethodId)?.name}
        paymentMethod={checkout.paymentMethods?.find((method) => method.id === checkout.paymentMethodId)?.name}
        desiredDeliveryDate={problems.desiredDeliveryDate ? null : input.desiredDeliveryDate}
        orderReference={input.orderReference.trim() || null}
        fileNumber={input.fileNumber.trim() || null}
        comment={input.customerComment.trim() || null}
        totals={totals ? <CartTotals {...totals} variant="plain" heading={null} notes={false} /> : null}
      />
      <div className="flex flex-col gap-4 lg:items-end">
        <Checkbox
          id="checkout-terms"
          label={t('checkout.terms')}
          description={renderLink({
            href: '/agb',
            target: '_blank',
            className: 'text-primary underline',
            children: t('checkout.termsLink'),
          })}
          checked={input.termsAccepted}
          onCheckedChange={(checked) => change({ termsAccepted: checked === true })}
          errorMessage={shown.termsAccepted ? t('checkout.termsRequired') : undefined}
        />
        {requesting ? (
          <div data-slot="checkout-request" className="flex flex-col gap-2 lg:items-end">
            {approval?.reasons.includes('missingPermission') ? (
              <p data-slot="checkout-missing-permission" className="rounded-md border border-warn p-3">
                {t('checkout.missingPermission')}
              </p>
            ) : null}
            {approval?.reasons.includes('approveFrom') && approveFrom != null ? (
              <p className="text-sm">{t('checkout.requestApproveFrom', { limit: formatPrice(approveFrom, locale) })}</p>
            ) : null}
            <p className="text-sm text-muted-foreground">{t('checkout.requestHint')}</p>
            <Button
              size="lg"
              onClick={place}
              disabled={checkout.isPlacing || cart.isMutating || blocked}
              aria-busy={checkout.isPlacing || undefined}
            >
              {t('checkout.requestOrder')}
            </Button>
          </div>
        ) : canPlaceOrders ? (
          <Button
            size="lg"
            onClick={place}
            disabled={checkout.isPlacing || cart.isMutating || blocked}
            aria-busy={checkout.isPlacing || undefined}
          >
            {t('checkout.placeOrder')}
          </Button>
        ) : (
          <p
            role="alert"
            data-slot="checkout-missing-permission"
            className="rounded-md border border-danger p-3 text-danger"
          >
            {t('checkout.missingPermission')}
          </p>
        )}
        {checkout.error && !checkout.isPlacing ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(checkout.error.errors[0]?.code)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
