/**
 * Identity verification's routes. Members (contract verification.ts): their documents and status,
 * an upload (base64 picture, larger body, the credential endpoints' rate limit) and their own
 * pictures. Operators (contract verification-ops.ts, /ops/verification): the queue, a picture and a
 * member's documents with compliance.read; a decision and the withdrawal rule with
 * compliance.manage, audited. Pictures are answered as base64 with no-store, never by address.
 */
import {
  OPS_VERIFICATION_PATHS,
  VERIFICATION_UPLOAD_BODY_MAX_BYTES,
  endpoints,
  verificationDecisionRequest,
  verificationDocumentParams,
  verificationMemberParams,
  verificationSettings,
} from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { rewardMember } from '../rewards/vip.routes.ts';
import type { VerificationService } from './service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

const neverCached = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export function registerVerificationRoutes(
  app: App,
  service: VerificationService,
  auth: OperatorAuth,
  perMinute: number,
): void {
  app.contractRoute(endpoints.myVerification, (_input, ctx) => service.mine(rewardMember(ctx)));
  app.contractRoute(
    endpoints.uploadVerificationDocument,
    (input, ctx) => service.upload(rewardMember(ctx), input),
    {
      rateLimit: strictRateLimit(perMinute),
      bodyLimit: VERIFICATION_UPLOAD_BODY_MAX_BYTES,
    },
  );
  app.contractRoute(endpoints.verificationDocumentImage, (input, ctx) =>
    service.myImage(rewardMember(ctx), input.documentId),
  );

  const operator = operatorOf(auth);
  app.get(OPS_VERIFICATION_PATHS.queue, { config: opsAccess('compliance.read') }, async (request) =>
    ok(await service.queue((await operator(request)).merchantId)),
  );
  app.get(
    OPS_VERIFICATION_PATHS.image,
    { schema: { params: verificationDocumentParams }, config: opsAccess('compliance.read') },
    async (request, reply) => {
      const who = await operator(request);
      neverCached(reply);
      return ok(await service.image(who.merchantId, request.params.documentId));
    },
  );
  app.get(
    OPS_VERIFICATION_PATHS.member,
    { schema: { params: verificationMemberParams }, config: opsAccess('compliance.read') },
    async (request) =>
      ok(await service.member((await operator(request)).merchantId, request.params.memberId)),
  );
  app.post(
    OPS_VERIFICATION_PATHS.decision,
    {
      schema: { params: verificationDocumentParams, body: verificationDecisionRequest },
      config: opsAccess('compliance.manage'),
    },
    async (request) => {
      const who = await operator(request);
      return ok(
        await service.decide(
          operatorActor(who, request),
          who.merchantId,
          request.params.documentId,
          request.body,
        ),
      );
    },
  );
  app.get(OPS_VERIFICATION_PATHS.settings, { config: opsAccess('compliance.read') }, async (request) =>
    ok(await service.settings((await operator(request)).merchantId)),
  );
  app.put(
    OPS_VERIFICATION_PATHS.settings,
    { schema: { body: verificationSettings }, config: opsAccess('compliance.manage') },
    async (request) => {
      const who = await operator(request);
      return ok(await service.saveSettings(operatorActor(who, request), who.merchantId, request.body));
    },
  );
}
