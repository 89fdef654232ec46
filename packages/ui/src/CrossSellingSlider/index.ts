export { CrossSellingSlider } from './CrossSellingSlider';
export type { CrossSellingSliderProps } from './CrossSellingSlider';
export { crossSellingSliderMessages } from './messages';
