import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from '../roles/categories.js';
import { requireResourceAdmin, type ResourceAdmin } from './context.js';

/**
 * POST catalog/resources/category: a CategoryNode {name}; answers 200 with the new key (the swagger's string); DELETE
 * catalog/resources/category {categories: [{id}]} (not in the contract) removes categories: the resources in them
 * lose them. Resource administrators only.
 */
export async function resourceCategoryRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));
  categoryRoutes(app, 'resource');
}
