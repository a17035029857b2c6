/**
 * Deposit channels an operator creates, and their receiving accounts, under /ops: listing a
 * channel's accounts needs payments.read; creating a channel and adding, changing or removing an
 * account need settings.manage (admin), like editing a channel. Each operator sees and changes
 * only its own merchant's channels.
 */
import {
  OPS_CHANNEL_PATHS,
  opsChannelAccountParams,
  opsChannelAccountRequest,
  opsChannelAccountsParams,
  opsChannelCreateRequest,
} from '@openlobby/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createSystemRepository } from '../system/repository.ts';
import { createChannelAdminRepository } from './channels.repository.ts';
import { createChannelAdmin } from './channels.service.ts';

export interface ChannelAdminWiring {
  readonly db: Db;
  readonly config: Pick<AppConfig, 'wallet'>;
  readonly lobby: { contentChanged(): void };
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerChannelAdminRoutes(app: App, w: ChannelAdminWiring): void {
  const system = createSystemRepository(w.db);
  const channels = createChannelAdmin({
    repository: createChannelAdminRepository(w.db),
    gateway: w.config.wallet.gateway,
    lobby: w.lobby,
    now: w.now,
  });
  const operator = operatorOf(w.auth);
  const merchantOf = async (code: string) => {
    const merchant = await system.findMerchant(code);
    if (merchant === null) throw new ApiError('UNKNOWN_MERCHANT');
    return merchant;
  };

  app.post(
    OPS_CHANNEL_PATHS.create,
    { schema: { body: opsChannelCreateRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      const merchant = await merchantOf(found.merchantCode);
      const channelId = await channels.create(merchant, request.body, operatorActor(found, request));
      return ok(await channels.accounts(merchant, channelId));
    },
  );
  app.get(
    OPS_CHANNEL_PATHS.accounts,
    { schema: { params: opsChannelAccountsParams }, config: opsAccess('payments.read') },
    async (request) => {
      const found = await operator(request);
      return ok(await channels.accounts(await merchantOf(found.merchantCode), request.params.channelId));
    },
  );
  app.post(
    OPS_CHANNEL_PATHS.accounts,
    {
      schema: { params: opsChannelAccountsParams, body: opsChannelAccountRequest },
      config: opsAccess('settings.manage'),
    },
    async (request) => {
      const found = await operator(request);
      return ok(
        await channels.addAccount(
          await merchantOf(found.merchantCode),
          request.params.channelId,
          request.body,
          operatorActor(found, request),
        ),
      );
    },
  );
  app.put(
    OPS_CHANNEL_PATHS.account,
    {
      schema: { params: opsChannelAccountParams, body: opsChannelAccountRequest },
      config: opsAccess('settings.manage'),
    },
    async (request) => {
      const found = await operator(request);
      return ok(
        await channels.setAccount(
          await merchantOf(found.merchantCode),
          request.params.channelId,
          request.params.accountId,
          request.body,
          operatorActor(found, request),
        ),
      );
    },
  );
  app.delete(
    OPS_CHANNEL_PATHS.account,
    { schema: { params: opsChannelAccountParams }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      return ok(
        await channels.setAccount(
          await merchantOf(found.merchantCode),
          request.params.channelId,
          request.params.accountId,
          null,
          operatorActor(found, request),
        ),
      );
    },
  );
}
