/** Server-wide settings written by the seed (table `settings`, JSON values). */
export interface GeneralDisplaySettings {
  defaultRowsPerPage: number;
  optionsRowsPerPage: string;
  newRequestDefaultSortByOption: string;
}

export interface IgConfig {
  host: string;
  adminUserName: string;
  adminPassword: string;
  showIgApprovals: boolean;
  showIgRequestCatalog: boolean;
}

export const SETTING_KEYS = { generalDisplay: 'display.general', igConfig: 'igConfig' } as const;

export const DEFAULT_GENERAL_DISPLAY: GeneralDisplaySettings = {
  defaultRowsPerPage: 10,
  optionsRowsPerPage: '5,10,25,50',
  newRequestDefaultSortByOption: 'name',
};

export const DEFAULT_IG_CONFIG: IgConfig = {
  host: '',
  adminUserName: '',
  adminPassword: '',
  showIgApprovals: false,
  showIgRequestCatalog: false,
};
