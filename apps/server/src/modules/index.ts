import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../platform/context';

/**
 * The route plugins of every feature module, registered by buildApp in this order.
 * A new module adds one line here.
 */
export const moduleRoutes: FastifyPluginAsyncZod[] = [];

/**
 * Work done once at every start, after migrations and before listening, in this order
 * (ensure the configured admin, then demo content on an empty embedded database).
 */
export const startupTasks: Array<(deps: Deps, log: FastifyBaseLogger) => Promise<void>> = [];
