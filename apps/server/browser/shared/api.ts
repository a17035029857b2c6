/**
 * The page scripts' one way to call our own API: same origin, JSON in and out, the page's language
 * and whatever session headers the page holds. A network failure answers like a failed call, with
 * the page's own "try again" words, so callers handle one shape.
 */

export type ApiAnswer<V> =
  | { readonly success: true; readonly value: V }
  | { readonly success: false; readonly message?: string; readonly data?: Readonly<Record<string, unknown>> };

export type Query = Readonly<Record<string, string | number>>;

export interface ApiOptions {
  readonly query?: Query;
  readonly body?: unknown;
}

export type Api = <V>(method: 'GET' | 'POST', path: string, options?: ApiOptions) => Promise<ApiAnswer<V>>;

/**
 * `headers` is asked on every call, so a session that arrives later (or changes) is used at once.
 * `failure` is the message of an answer that never came.
 */
export function createApi(headers: () => Readonly<Record<string, string>>, failure: string): Api {
  return async <V>(method: 'GET' | 'POST', path: string, options: ApiOptions = {}) => {
    const sent: Record<string, string> = { accept: 'application/json', ...headers() };
    if (options.body !== undefined) sent['content-type'] = 'application/json';
    const query = options.query === undefined ? '' : `?${queryString(options.query)}`;
    try {
      const response = await fetch(path + query, {
        method,
        headers: sent,
        credentials: 'same-origin',
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      return (await response.json()) as ApiAnswer<V>;
    } catch {
      return { success: false, message: failure, data: {} };
    }
  };
}

function queryString(query: Query): string {
  return Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}
