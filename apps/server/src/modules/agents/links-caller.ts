/** The agent centre's caller from a contract route's request (links, transfers and income routes). */
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AgentCaller } from './links.service.ts';

export function agentCaller(context: RequestContext, request: FastifyRequest): AgentCaller {
  const agent = request.headers['user-agent'];
  return {
    merchantId: context.merchant.id,
    session: context.session,
    ip: context.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : '',
  };
}
