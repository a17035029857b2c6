/**
 * The dashboard and reports under /ops (reports.read), each as JSON and as a CSV download, for the
 * operator's own merchant only.
 */
import {
  OPS_REPORT_PATHS,
  opsDashboardValue,
  opsGgrRequest,
  opsGgrValue,
  opsPaymentsReportRequest,
  opsPaymentsReportValue,
  successEnvelope,
} from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { Reports } from './service.ts';

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export function registerReportRoutes(app: App, reports: Reports, auth: OperatorAuth): void {
  const operator = operatorOf(auth);
  const access = opsAccess('reports.read');

  app.get(
    OPS_REPORT_PATHS.dashboard,
    { schema: { response: { 200: successEnvelope(opsDashboardValue) } }, config: access },
    async (request) => {
      const who = await operator(request);
      return { success: true as const, value: await reports.dashboard(who.merchantId) };
    },
  );
  app.get(OPS_REPORT_PATHS.dashboardExport, { config: access }, async (request, reply) => {
    const who = await operator(request);
    return sendCsv(reply, `dashboard-${who.merchantCode}`, await reports.dashboardCsv(who.merchantId));
  });

  app.get(
    OPS_REPORT_PATHS.ggr,
    {
      schema: { querystring: opsGgrRequest, response: { 200: successEnvelope(opsGgrValue) } },
      config: access,
    },
    async (request) => {
      const who = await operator(request);
      const { from, to, groupBy } = request.query;
      return { success: true as const, value: await reports.ggr(who.merchantId, from, to, groupBy) };
    },
  );
  app.get(
    OPS_REPORT_PATHS.ggrExport,
    { schema: { querystring: opsGgrRequest }, config: access },
    async (request, reply) => {
      const who = await operator(request);
      const { from, to, groupBy } = request.query;
      const csv = await reports.ggrCsv(who.merchantId, from, to, groupBy);
      return sendCsv(reply, `ggr-${who.merchantCode}-${from}-${to}`, csv);
    },
  );

  app.get(
    OPS_REPORT_PATHS.payments,
    {
      schema: {
        querystring: opsPaymentsReportRequest,
        response: { 200: successEnvelope(opsPaymentsReportValue) },
      },
      config: access,
    },
    async (request) => {
      const who = await operator(request);
      const { from, to } = request.query;
      return { success: true as const, value: await reports.payments(who.merchantId, from, to) };
    },
  );
  app.get(
    OPS_REPORT_PATHS.paymentsExport,
    { schema: { querystring: opsPaymentsReportRequest }, config: access },
    async (request, reply) => {
      const who = await operator(request);
      const { from, to } = request.query;
      const csv = await reports.paymentsCsv(who.merchantId, from, to);
      return sendCsv(reply, `payments-${who.merchantCode}-${from}-${to}`, csv);
    },
  );
}
