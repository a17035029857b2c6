import { OPS_ADMIN_PATHS, opsMeValue } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/session.ts';
import { ApiFailure, createApiClient, urlFor } from './client.ts';

const ME = { id: 1, username: 'ops', merchantCode: 'DEMO', roles: ['admin'], permissions: ['audit.read'] };

function clientAnswering(status: number, body: unknown, language: 'EN' | 'UR' = 'EN') {
  const session = createSessionStore(sessionStorage, () => 0);
  const sent: { url: string; init: RequestInit }[] = [];
  const api = createApiClient({
    session,
    language: () => language,
    text: (key) => key,
    fetch: (input, init) => {
      sent.push({
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init: init ?? {},
      });
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    },
  });
  return { api, session, sent };
}

describe('the console API client', () => {
  it('fills path parameters, encodes them, and leaves empty query values out', () => {
    expect(
      urlFor(OPS_ADMIN_PATHS.operatorRoles, {
        params: { operatorId: 7 },
        query: { a: '', b: 'x y', c: undefined },
      }),
    ).toBe('/ops/operators/7/roles?b=x+y');
    expect(() => urlFor(OPS_ADMIN_PATHS.operatorRoles)).toThrow(/operatorId/);
  });

  it('sends the token and the language, and returns the checked value', async () => {
    const { api, session, sent } = clientAnswering(200, { success: true, value: ME }, 'UR');
    session.start('secret-token', 60_000);
    await expect(api.call('GET', OPS_ADMIN_PATHS.me, opsMeValue)).resolves.toEqual(ME);
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(headers.language).toBe('UR');
  });

  it('says a refusal in the console language, from the contract, whatever the server wrote', async () => {
    const refusal = {
      success: false,
      code: 'OPERATOR_FORBIDDEN',
      message: 'x',
      data: { permission: 'audit.read' },
    };
    const { api } = clientAnswering(403, refusal, 'UR');
    const failure = await api.call('GET', OPS_ADMIN_PATHS.audit, opsMeValue).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      code: 'OPERATOR_FORBIDDEN',
      status: 403,
      message: 'آپ کا آپریٹر کردار اس کی اجازت نہیں دیتا',
      data: { permission: 'audit.read' },
    });
  });

  it('ends the session when the server says it is gone, so the console returns to sign-in', async () => {
    const gone = { success: false, code: 'OPERATOR_NOT_LOGGED_IN', message: 'x', data: {} };
    const { api, session } = clientAnswering(401, gone);
    session.start('old-token', 60_000);
    await expect(api.call('GET', OPS_ADMIN_PATHS.me, opsMeValue)).rejects.toBeInstanceOf(ApiFailure);
    expect(session.getState()).toEqual({ session: null, ended: 'expired' });
  });

  it('refuses an answer that does not match the contract instead of showing it', async () => {
    const { api } = clientAnswering(200, { success: true, value: { id: 'one' } });
    await expect(api.call('GET', OPS_ADMIN_PATHS.me, opsMeValue)).rejects.toMatchObject({
      code: 'UNEXPECTED',
    });
  });
});
