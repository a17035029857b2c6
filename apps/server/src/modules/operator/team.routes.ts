/** Who is signed in and what they may do, and the admins' management of operators and roles. */
import {
  OPS_ADMIN_PATHS,
  opsCreateOperatorRequest,
  opsOperatorParams,
  opsOperatorRolesRequest,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from './auth.ts';
import { opsAccess } from './gate.ts';
import type { Admin, TeamService } from './team.service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerTeamRoutes(app: App, service: TeamService, auth: OperatorAuth): void {
  const operator = operatorOf(auth);
  const admin = async (request: FastifyRequest): Promise<Admin> => ({
    operator: await operator(request),
    address: request.ip,
  });

  app.get(OPS_ADMIN_PATHS.me, { config: opsAccess('signed-in') }, async (request) =>
    ok(service.me(await operator(request))),
  );
  app.get(OPS_ADMIN_PATHS.operators, { config: opsAccess('operators.read') }, async (request) =>
    ok(await service.list(await operator(request))),
  );
  app.post(
    OPS_ADMIN_PATHS.operators,
    { schema: { body: opsCreateOperatorRequest }, config: opsAccess('operators.manage') },
    async (request) => ok(await service.create(await admin(request), request.body)),
  );
  app.put(
    OPS_ADMIN_PATHS.operatorRoles,
    {
      schema: { params: opsOperatorParams, body: opsOperatorRolesRequest },
      config: opsAccess('operators.manage'),
    },
    async (request) =>
      ok(await service.setRoles(await admin(request), request.params.operatorId, request.body.roles)),
  );
  app.post(
    OPS_ADMIN_PATHS.disableOperator,
    { schema: { params: opsOperatorParams }, config: opsAccess('operators.manage') },
    async (request) => ok(await service.disable(await admin(request), request.params.operatorId)),
  );
}
