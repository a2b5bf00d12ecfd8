import type { FastifyInstance } from 'fastify';
import { badInput } from '../../http/fault.js';
import { flag, isObject, text, type Json } from '../../roles/input.js';
import {
  CLEANUP_CHOICES,
  INTERVAL_MAX,
  INTERVAL_MIN,
  type CleanupChoice,
} from '../../../../src/domain/proxy-service-settings.js';

export const DELEGATION_CONFIG_DEFAULTS = {
  allRequests: true,
  delegateNotfTemplate: 'Delegation Notification',
  delegationRetentionTime: 30,
  availabilityNotfTemplate: 'Availability Notification',
  availabilityRetentionTime: 30,
};
export const PROXY_CONFIG_DEFAULTS = { proxyNotfTemplate: 'Proxy Assignment Notification', proxyRetentionTime: 30 };
export const SERVICE_SETTINGS_DEFAULTS = {
  cleanUpSeviceActivationInteval: 1440,
  syncServiceActivationInterval: 60,
  lastCleanUpDate: 0,
  scheduledCleanUpDate: 0,
  cleanupChoice: 'interval',
};

/** A whole number of days / minutes, 0..100000. */
function count(body: Json, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100_000)
    throw badInput(`Invalid input: ${field} must be a whole number from 0 to 100000.`);
  return value;
}

/** Merges the known fields of `body` over `current`: texts, flags and counts, each checked. */
function merged<T extends Record<string, unknown>>(current: T, body: unknown): T {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a JSON object.');
  const next: Record<string, unknown> = { ...current };
  for (const [field, old] of Object.entries(current)) {
    const value =
      typeof old === 'boolean'
        ? flag(body, field)
        : typeof old === 'number'
          ? count(body, field)
          : text(body, field, { max: 256 });
    if (value !== undefined) next[field] = value;
  }
  return next as T;
}

/**
 * The services' settings as merged, checked as the console checks them (src/domain/proxy-service-settings.ts):
 * intervals of whole minutes from INTERVAL_MIN to INTERVAL_MAX, a known clean-up choice, a clean-up day for
 * 'date'. The last clean-up is the service's to write, never the caller's.
 */
function serviceSettings(current: typeof SERVICE_SETTINGS_DEFAULTS, body: unknown): typeof SERVICE_SETTINGS_DEFAULTS {
  const known = CLEANUP_CHOICES.includes(current.cleanupChoice as CleanupChoice);
  if (!isObject(body)) throw badInput('Invalid input: the body must be a JSON object.');
  // The dates are epoch ms (checked below), not counts.
  const { scheduledCleanUpDate: day, lastCleanUpDate: _ignored, ...counts } = body;
  const next = merged(known ? current : { ...current, cleanupChoice: 'interval' }, counts);
  for (const field of ['syncServiceActivationInterval', 'cleanUpSeviceActivationInteval'] as const)
    if (next[field] < INTERVAL_MIN || next[field] > INTERVAL_MAX)
      throw badInput(
        `Invalid input: ${field} must be a whole number of minutes from ${INTERVAL_MIN} to ${INTERVAL_MAX}.`,
      );
  if (!CLEANUP_CHOICES.includes(next.cleanupChoice as CleanupChoice))
    throw badInput(`Invalid input: cleanupChoice must be one of ${CLEANUP_CHOICES.join(', ')}.`);
  if (day !== undefined && day !== null && (typeof day !== 'number' || !Number.isSafeInteger(day) || day < 0))
    throw badInput('Invalid input: scheduledCleanUpDate must be a date (epoch milliseconds).');
  const scheduled = typeof day === 'number' ? day : current.scheduledCleanUpDate;
  if (next.cleanupChoice === 'date' && scheduled <= 0)
    throw badInput('Invalid input: scheduledCleanUpDate is required when cleanupChoice is date.');
  return { ...next, scheduledCleanUpDate: scheduled, lastCleanUpDate: current.lastCleanUpDate };
}

/**
 * The settings of delegation, availability and proxy (administrators): access/administration/delegation
 * (DelegationAdminConfigNode), admin/proxy/configuration (ProxyConfigNode) and admin/proxy/service/settings
 * (the synchronisation and clean-up services), stored in `settings`.
 */
export async function whoActsSettingsRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { requires: 'admin' as const } };
  const { settings } = app.store;
  const pairs = [
    ['/access/administration/delegation', 'delegation.config', DELEGATION_CONFIG_DEFAULTS],
    ['/admin/proxy/configuration', 'proxy.config', PROXY_CONFIG_DEFAULTS],
    ['/admin/proxy/service/settings', 'proxy.serviceSettings', SERVICE_SETTINGS_DEFAULTS],
  ] as const;
  for (const [path, key, defaults] of pairs) {
    const read = () => ({ ...defaults, ...settings.get<Partial<typeof defaults>>(key, {}) });
    app.get(path, admin, async () => read());
    app.post(path, admin, async (request, reply) => {
      const current = read();
      const next =
        key === 'proxy.serviceSettings'
          ? serviceSettings(current as typeof SERVICE_SETTINGS_DEFAULTS, request.body)
          : merged(current, request.body);
      settings.set(key, next);
      return reply.code(200).send(next);
    });
  }
}
