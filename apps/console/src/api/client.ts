/**
 * The console's one HTTP client for the operator API: it sends the session token and the language,
 * checks every answer against the contract's schema, and turns failures into ApiFailure with the
 * message in the console's language. An answer saying the session is gone ends it here, so the
 * console returns to sign-in wherever it was.
 */
import { ApiHeader, ERROR_CODES, type ErrorCode, type Language, errorMessage } from '@openlobby/contract';
import type { z } from 'zod';
import type { SessionStore } from '../session/session.ts';

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK' | 'UNEXPECTED',
    message: string,
    readonly status: number,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export type Query = Readonly<Record<string, string | number | undefined>>;

export interface CallOptions {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Query;
  readonly body?: unknown;
  /** Sent as the body's raw bytes with its own type (a picture upload) instead of `body` as JSON. */
  readonly file?: Blob;
}

export interface ApiDeps {
  readonly session: SessionStore;
  readonly language: () => Language;
  /** Text of the failures that carry no server code, in the console's language. */
  readonly text: (key: 'error.network' | 'error.unexpected') => string;
  readonly fetch?: typeof fetch;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);
const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN_CODES.has(code);

/** `/ops/operators/:operatorId/roles` with its params filled in and its query appended. */
export function urlFor(path: string, options: Pick<CallOptions, 'params' | 'query'> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {}))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text === '' ? filled : `${filled}?${text}`;
}

export function createApiClient(deps: ApiDeps) {
  const send = deps.fetch ?? ((input, init) => fetch(input, init));

  async function request(method: string, path: string, options: CallOptions, accept: string) {
    const headers: Record<string, string> = { accept, [ApiHeader.LANGUAGE]: deps.language() };
    const token = deps.session.getState().session?.token;
    if (token !== undefined) {
      headers.authorization = `Bearer ${token}`;
      deps.session.touch();
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.file !== undefined) headers['content-type'] = options.file.type || 'application/octet-stream';
    let response: Response;
    try {
      response = await send(urlFor(path, options), {
        method,
        headers,
        body: options.file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiFailure('NETWORK', deps.text('error.network'), 0);
    }
    if (!response.ok) throw await failureOf(response, token !== undefined);
    return response;
  }

  async function failureOf(response: Response, hadSession: boolean): Promise<ApiFailure> {
    const answer = (await response.json().catch(() => null)) as {
      code?: unknown;
      message?: unknown;
      data?: unknown;
    } | null;
    const code = answer?.code;
    if (!isErrorCode(code))
      return new ApiFailure('UNEXPECTED', deps.text('error.unexpected'), response.status);
    if (code === 'OPERATOR_NOT_LOGGED_IN' && hadSession) deps.session.end('expired');
    const data =
      typeof answer?.data === 'object' && answer.data !== null
        ? (answer.data as Record<string, unknown>)
        : {};
    return new ApiFailure(code, errorMessage(code, deps.language()), response.status, data);
  }

  return {
    /** Calls the API and returns the answer's value, checked against `schema`. */
    async call<S extends z.ZodType>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      schema: S,
      options: CallOptions = {},
    ): Promise<z.output<S>> {
      const response = await request(method, path, options, 'application/json');
      const answer = (await response.json()) as { value?: unknown };
      const parsed = schema.safeParse(answer.value);
      if (!parsed.success) throw new ApiFailure('UNEXPECTED', deps.text('error.unexpected'), response.status);
      return parsed.data;
    },
    /** A file answer (the audit CSV): its bytes and the name the server gave it. */
    async download(path: string, query: Query): Promise<{ blob: Blob; fileName: string }> {
      const response = await request('GET', path, { query }, 'text/csv, application/json');
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
      return { blob: await response.blob(), fileName };
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
