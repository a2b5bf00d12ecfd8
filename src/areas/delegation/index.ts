export { DelegationWidget, type DelegationWidgetProps } from './DelegationWidget';
export type { DelegationChangedDetail } from './navigation';
export { default as delegationStyles } from './delegation.css?inline';
