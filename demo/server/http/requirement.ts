import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Requirement } from './context.js';

/**
 * Declares who may call every route of a plugin that does not say it itself (`config.requires`; docs/security.md
 * "Route declarations"): the plugin's routes are registered with the declaration, which the REST hooks enforce
 * and the authorization matrix test lists.
 */
export function declareRequirement(app: FastifyInstance, requires: Requirement): void {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { requires?: Requirement };
    if (config.requires === undefined) route.config = { ...config, requires };
  });
}

/** The plugin with every route it registers declaring `requires` unless it says otherwise. */
export function declared<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  requires: Requirement,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    declareRequirement(app, requires);
    await plugin(app, options);
  };
}
