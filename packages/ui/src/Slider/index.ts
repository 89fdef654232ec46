export { Slider, budgetSliderDefaults, sliderVariants } from './Slider';
export type { SliderProps, SliderRange } from './Slider';
export { sliderMessages } from './messages';
