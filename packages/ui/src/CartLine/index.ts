export { CartLine, cartLineRemarkMaxLength, cartLineVariants, cartQuantityCommitDelay } from './CartLine';
export type { CartLineProps, CartLineState } from './CartLine';
