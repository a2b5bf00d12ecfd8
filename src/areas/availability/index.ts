export { AvailabilityWidget, type AvailabilityWidgetProps } from './AvailabilityWidget';
export type { AvailabilityChangedDetail } from './Availability';
export { default as availabilityStyles } from './availability.css?inline';
