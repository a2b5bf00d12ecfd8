import type { FastifyInstance } from 'fastify';
import { administratorsOf } from '../monitor/rights.js';
/** GET admin/driverstatus/info (the User Application driver), administrators only (admin/driver is lookups/drivers.ts). */
export async function driverRoutes(app: FastifyInstance): Promise<void> {
  const admin = administratorsOf('CONFIGURATION');

  app.get('/driverstatus/info', admin, async () => ({
    driverName: 'User Application Driver',
    driverVersion: '4.8.6.0',
    appVersion: '4.8.6',
    buildVersion: app.sandbox.context,
    patchLevel: '0',
    expirationDate: app.sandbox.now() + 365 * 86_400_000,
    state: 'Running',
  }));
}
