import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { methodNotAllowed } from '../errors.js';

const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * A credential page: its GET and/or POST handler; the other methods answer 405 (a GET-only or
 * POST-only page answers 405 to the missing one too).
 */
export function pageRoute(scope: FastifyInstance, path: string, handlers: { get?: RouteHandlerMethod; post?: RouteHandlerMethod }): void {
  const refuse: RouteHandlerMethod = async (_request, reply) => {
    reply.header('allow', 'GET, POST');
    throw methodNotAllowed();
  };
  scope.get(path, handlers.get ?? refuse);
  scope.post(path, handlers.post ?? refuse);
  scope.route({ method: [...OTHER_METHODS], url: path, handler: refuse });
}
