export { Availability, availabilityState, availabilityVariants } from './Availability';
export type { AvailabilityProps, AvailabilityState } from './Availability';
export { availabilityMessages } from './messages';
