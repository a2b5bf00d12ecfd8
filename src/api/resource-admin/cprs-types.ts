/** An entitlement CPRS reconciles (GET access/cprs/settings: drivername, logicalsystem, entitlement, …). */
export interface CprsSetting {
  rowId: string;
  entitlementDn: string;
  driverName: string;
  logicalSystem: string;
  entitlement: string;
  values: string;
  resources: string;
}

/** One difference (POST access/cprs/assignments/delta): firstName, lastName, entName, entVal, type. */
export interface CprsDelta {
  rowId: string;
  firstName: string;
  lastName: string;
  entName: string;
  entVal: string;
  type: string;
}

export interface CprsRequestStatus {
  rowId: string;
  opType: string;
  entitlementDn: string;
  done: boolean;
  total: number;
  failed: number;
  message: string;
  started: number | null;
  completed: number | null;
}

export interface CprsConfig {
  enableCprs: boolean;
  cleanupTimeInDays: number;
  pollingInterval: number;
}

export interface CprsTarget {
  driverDn: string;
  entitlementDn: string;
  logicalSystem: string;
}
