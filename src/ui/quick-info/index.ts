export {
  QuickInfoTrigger,
  QUICK_INFO_HOVER_DELAY_MS,
  QUICK_INFO_LEAVE_DELAY_MS,
  type QuickInfoTriggerProps,
} from './QuickInfoTrigger';
export { UserQuickInfo, type QuickInfoFetcher, type UserQuickInfoProps } from './UserQuickInfo';
export { AttributeValue, DefaultUserImage, type AttributeValueProps } from './person-parts';
export { navigateToUser, userDetailHref } from './navigation';
export { PersonName } from './PersonName';
