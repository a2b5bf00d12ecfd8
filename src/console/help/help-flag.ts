import { findSetting, settingFlag, type ClientSettings } from '../../domain/settings';

/**
 * The global flag that hides the help button: client setting `customization.hideHelp` (true hides
 * it; missing means shown). Neither igConfig nor the general settings carry such a flag.
 */
export function isHelpHidden(settings: ClientSettings | null | undefined): boolean {
  return settingFlag(findSetting(settings, 'customization', 'hideHelp')?.value);
}
