export { ShippingOptionPicker } from './ShippingOptionPicker';
export type {
  DeliveryMethodOption,
  PickupLocationOption,
  ShippingOptionPickerProps,
  ShippingOptionValue,
} from './ShippingOptionPicker';
