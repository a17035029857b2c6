/** The dashboard and reports' wiring: the aggregate reads behind the /ops report routes. */
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import { createReportsRepository } from './repository.ts';
import { registerReportRoutes } from './routes.ts';
import { createReports } from './service.ts';

export function registerReports(app: App, w: { db: Db; auth: OperatorAuth; now: () => Date }): void {
  registerReportRoutes(app, createReports({ repository: createReportsRepository(w.db), now: w.now }), w.auth);
}
