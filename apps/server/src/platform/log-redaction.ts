/**
 * The access log without secrets: links that carry a credential in their query string (the reset
 * link's token, the demo payment page's token, a game's launch token) are logged with the value
 * replaced, so whoever reads the logs cannot replay them.
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameter names whose values are credentials. */
const SECRET_PARAM = /token|secret|password|^launch$|^sig(nature)?$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with every credential-carrying query value replaced; the path and other parameters as sent. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark + 1)}${query.join('&')}`;
}

interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number } | null;
}

/** Fastify's own request fields, with the URL redacted. */
function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options as given (false silences), plus the redacting request serializer. */
export type LoggerOption =
  boolean | { readonly level: string; readonly stream?: { write(line: string): void } };

export function redactingLogger(option: LoggerOption): FastifyServerOptions['logger'] {
  if (option === false) return false;
  const base = option === true ? {} : option;
  return { ...base, serializers: { req: requestSerializer } };
}
