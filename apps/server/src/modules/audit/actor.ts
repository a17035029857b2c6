/** The signed-in operator as the actor of the audited actions it takes through the API. */
import type { FastifyRequest } from 'fastify';
import type { Operator } from '../operator/auth.ts';
import type { AuditActor } from './repository.ts';

export const operatorActor = (operator: Operator, request: FastifyRequest): AuditActor => ({
  name: `operator:${operator.username}`,
  operatorId: operator.id,
  address: request.ip,
});
