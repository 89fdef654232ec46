export { PromotionCodeField } from './PromotionCodeField';
export type { AppliedPromotion, PromotionCodeFieldProps, PromotionCodeFieldState } from './PromotionCodeField';
