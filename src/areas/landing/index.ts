export { LandingWidget, type LandingWidgetProps } from './LandingWidget';
export { default as landingStyles } from './landing.css?inline';
