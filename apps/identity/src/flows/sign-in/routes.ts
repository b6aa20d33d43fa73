/** The sign-in: the pages of a pending OIDC interaction (password, later steps, upstream providers). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { methodNotAllowed } from '../../errors.js';
import { returnFromFederated, startFederated } from './federated.js';
import { interactionRoute } from './interaction.js';
import { submitPassword } from './password.js';
import { cancelSignIn, showInteraction, submitStep } from './steps.js';

export function signInRoutes(scope: FastifyInstance, app: AppContext): void {
  const route = (handle: Parameters<typeof interactionRoute>[1]) => interactionRoute(app, handle);
  scope.get('/interaction/:uid', route(showInteraction));
  scope.get('/interaction/:uid/federated/:upstream', route((i, params) => startFederated(i, params.upstream ?? '')));
  scope.get('/interaction/:uid/federated-return', route(returnFromFederated));
  scope.get('/interaction/:uid/:action', route(async (i) => {
    i.res.setHeader('allow', 'GET, POST');
    throw methodNotAllowed();
  }));
  scope.post('/interaction/:uid/login', route(submitPassword));
  scope.post('/interaction/:uid/cancel', route(cancelSignIn));
  scope.post('/interaction/:uid', route((i) => submitStep(i, undefined)));
  scope.post('/interaction/:uid/:action', route((i, params) => submitStep(i, params.action)));
}
