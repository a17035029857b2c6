/** The audit log under /ops/audit: a page of entries, or all matching entries as a CSV download. */
import { OPS_ADMIN_PATHS, opsAuditFilter, opsAuditRequest } from '@openlobby/contract';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { AuditService } from './service.ts';

export function registerAuditRoutes(app: App, service: AuditService, auth: OperatorAuth): void {
  const operator = operatorOf(auth);
  app.get(
    OPS_ADMIN_PATHS.audit,
    { schema: { querystring: opsAuditRequest }, config: opsAccess('audit.read') },
    async (request) => {
      const { pageNo, pageSize, ...filter } = request.query;
      const who = await operator(request);
      return { success: true as const, value: await service.page(who.merchantId, filter, pageNo, pageSize) };
    },
  );
  app.get(
    OPS_ADMIN_PATHS.auditExport,
    { schema: { querystring: opsAuditFilter }, config: opsAccess('audit.read') },
    async (request, reply) => {
      const who = await operator(request);
      const csv = await service.csv(who.merchantId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${who.merchantCode}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
