import type { ComponentProps, ReactNode } from 'react';
import type { ShippingOption } from '@ratchet/store-api-contract/rules';
import { RadioGroup, type RadioOption } from '../RadioGroup';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { shippingOptionPickerMessages } from './messages';

/** A branch to pick up at (account-area.md §3 branch codes). */
export interface PickupLocationOption {
  /** Branch code (IMH_ANT …). */
  code: string;
  /** The branch's name (town). */
  name: string;
}

/** A shipping method of the delivery option (standard, express…). */
export interface DeliveryMethodOption {
  id: string;
  /** Name in the shop language. */
  name: string;
  /** Cost and delivery time, already formatted by the host. */
  description?: ReactNode;
  /** Not usable for this cart (e.g. express while a line is not in stock). */
  disabled?: boolean | undefined;
}

/** The chosen shipping option. */
export interface ShippingOptionValue {
  option: ShippingOption;
  /** The pickup branch's code (pickup only). */
  pickupLocation: string | null;
  /** The delivery method's id (delivery only, when methods are offered). */
  deliveryMethod: string | null;
}

export type ShippingOptionPickerProps = Omit<ComponentProps<'fieldset'>, 'children' | 'onChange' | 'defaultValue'> & {
  /** The choice (controlled). */
  value?: ShippingOptionValue | undefined;
  /** The choice at start (uncontrolled). */
  defaultValue?: ShippingOptionValue | undefined;
  /** Called with every new choice. */
  onChange?: ((value: ShippingOptionValue) => void) | undefined;
  /** The branches offered for pickup. */
  pickupLocations: readonly PickupLocationOption[];
  /** Shipping methods of the delivery option; empty or omitted hides the method choice (feature flag). */
  deliveryMethods?: readonly DeliveryMethodOption[] | undefined;
  /** Error of the pickup branch (e.g. none chosen), translated by the host. */
  locationError?: ReactNode;
  /** Disables every choice. */
  disabled?: boolean | undefined;
};

const emptyValue: ShippingOptionValue = { option: 'delivery', pickupLocation: null, deliveryMethod: null };

/**
 * Delivery or pickup (account-area.md §3 shipping option; issue 10 checkout): with delivery the shipping method
 * (standard, express) where offered, with pickup the branch to collect at.
 */
export function ShippingOptionPicker({
  value: valueProp,
  defaultValue = emptyValue,
  onChange,
  pickupLocations,
  deliveryMethods = [],
  locationError,
  disabled = false,
  className,
  ...props
}: ShippingOptionPickerProps) {
  const t = useUiMessages(shippingOptionPickerMessages);
  const [value, setValue] = useControllableState<ShippingOptionValue>({ value: valueProp, defaultValue, onChange });
  const options: RadioOption[] = [
    { value: 'delivery', label: t('delivery'), description: t('deliveryDescription') },
    { value: 'pickup', label: t('pickup'), description: t('pickupDescription') },
  ];
  return (
    <fieldset
      data-slot="shipping-option-picker"
      data-state={value.option}
      disabled={disabled}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <RadioGroup
        label={t('label')}
        options={options}
        value={value.option}
        onValueChange={(option) => setValue({ ...value, option: option === 'pickup' ? 'pickup' : 'delivery' })}
        disabled={disabled}
      />
      {value.option === 'delivery' && deliveryMethods.length > 0 ? (
        <RadioGroup
          label={t('method')}
          options={deliveryMethods.map((method) => ({
            value: method.id,
            label: method.name,
            description: method.description,
            disabled: method.disabled,
          }))}
          value={value.deliveryMethod ?? ''}
          onValueChange={(deliveryMethod) => setValue({ ...value, deliveryMethod })}
          disabled={disabled}
          wrapperClassName="border-l-2 border-border pl-4"
        />
      ) : null}
      {value.option === 'pickup' ? (
        <RadioGroup
          label={t('location')}
          options={pickupLocations.map((location) => ({ value: location.code, label: location.name }))}
          value={value.pickupLocation ?? ''}
          onValueChange={(pickupLocation) => setValue({ ...value, pickupLocation })}
          errorMessage={locationError}
          disabled={disabled}
          orientation="horizontal"
          wrapperClassName="border-l-2 border-border pl-4"
        />
      ) : null}
    </fieldset>
  );
}
