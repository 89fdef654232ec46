export { Switch, switchVariants } from './Switch';
export type { SwitchProps } from './Switch';
