import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, switchLanguage } from '../i18n/i18n.ts';
import { writeSessionInfo } from '../session/sessionInfo.ts';
import { ApiError } from './ApiError.ts';
import { callApi, contractCall } from './client.ts';
import { errorText } from './errorText.ts';

function lastHeaders(mock: ReturnType<typeof vi.fn>): Headers {
  const init = mock.mock.calls.at(-1)?.[1] as RequestInit;
  return new Headers(init.headers);
}

describe('API client', () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('EN');
  });

  it('sends the language, no merchant by default, and the session token when logged in', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, value: [] }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    await callApi('country', {});
    let headers = lastHeaders(fetchMock);
    expect(headers.get('language')).toBe('EN');
    expect(headers.has('merchant')).toBe(false);
    expect(headers.has('authorization')).toBe(false);

    writeSessionInfo({
      token: 'tok-1',
      merchantCode: 'OL',
      userName: 'amir',
      type: 0,
      firstTimeLogin: false,
    });
    await switchLanguage('UR');
    await callApi('country', {});
    headers = lastHeaders(fetchMock);
    expect(headers.get('language')).toBe('UR');
    expect(headers.get('authorization')).toBe('tok-1');
  });

  it('sends Device: OTHERS only when running as the installed app', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, value: [] }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const displayMode = (standalone: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: standalone && query === '(display-mode: standalone)',
      }));
    displayMode(false);
    await callApi('country', {});
    expect(lastHeaders(fetchMock).has('device')).toBe(false);
    displayMode(true);
    await callApi('country', {});
    expect(lastHeaders(fetchMock).get('device')).toBe('OTHERS');
  });

  it('turns a failure envelope into a typed ApiError', async () => {
    const body = { success: false, code: 'MODULE_DISABLED', message: 'off', data: { module: 'COMM3' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 403 }))),
    );
    const error = await callApi('helpCenter', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'MODULE_DISABLED', status: 403, data: { module: 'COMM3' } });
  });

  it('turns a network failure into a translated NETWORK error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await callApi('country', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0 });
    expect(errorText(error, 'EN', i18n.t)).toBe(
      'Network problem. Please check your connection and try again.',
    );
  });

  it('re-renders a server error in the new language from its code', () => {
    const error = new ApiError('MAINTENANCE', 'System upgrading, please try again later', {}, 503);
    expect(errorText(error, 'EN', i18n.t)).toBe('System upgrading, please try again later');
    expect(errorText(error, 'UR', i18n.t)).toBe(
      'سسٹم اپ گریڈ ہو رہا ہے، براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں',
    );
  });

  it('in tests, refuses an answer that does not match the contract, from either way of calling', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ success: true, value: [{ country: 42 }] }))),
    );
    await expect(callApi('country', {})).rejects.toThrow(/answer of country does not match the contract/);
    await expect(contractCall('country')).rejects.toThrow(/answer of country does not match the contract/);
  });
});
