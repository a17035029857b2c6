/**
 * Test support: a one-file S3-compatible server (path-style PUT, HEAD and GET of objects in its
 * buckets, kept in memory) that refuses any request whose AWS Signature Version 4 does not match,
 * computed the way AWS documents it (canonical request, string to sign, HMAC-SHA256 key chain from
 * the secret, date, region and service), and whose signed payload hash is not the body's. The npm
 * `s3rver` would be the usual choice, but it does not check version 4 signatures at all.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestS3Object {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export interface TestS3Server {
  readonly endpoint: string;
  readonly objects: Map<string, TestS3Object>;
  /** Every request as `METHOD /bucket/key status`. */
  readonly log: string[];
  close(): Promise<void>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The signature AWS would compute for this request, or null when the Authorization header is malformed. */
function expectedSignature(
  request: IncomingMessage,
  secrets: ReadonlyMap<string, string>,
  region: string,
): { provided: string; expected: string } | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (match === null) return null;
  const [, accessKeyId = '', date = '', credentialRegion, signedHeaders = '', provided = ''] = match;
  const secret = secrets.get(accessKeyId);
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (secret === undefined || credentialRegion !== region || !amzDate.startsWith(date)) return null;
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return null;
  const canonicalHeaders = names
    .map((name) => {
      const value = request.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const canonicalRequest = [
    request.method ?? 'GET',
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return { provided, expected: hmac(key, stringToSign).toString('hex') };
}

/** S3 answers its errors as XML; only the code matters to the tests, so it is sent as plain text. */
function fail(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'text/plain' });
  response.end(code);
}

export async function startTestS3Server(options: {
  readonly buckets: readonly string[];
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}): Promise<TestS3Server> {
  const objects = new Map<string, TestS3Object>();
  const log: string[] = [];
  const secrets = new Map([[options.accessKeyId, options.secretAccessKey]]);

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://s3.test').pathname;
      const answer = (status: number, code?: string, headers: Record<string, string> = {}, data?: Buffer) => {
        log.push(`${request.method ?? ''} ${path} ${String(status)}`);
        if (code !== undefined) return fail(response, status, code);
        response.writeHead(status, headers);
        response.end(request.method === 'HEAD' ? undefined : data);
      };
      const [, bucket = '', ...rest] = path.split('/');
      const key = rest.join('/');
      const method = request.method ?? '';
      // Reading objects is public (a public bucket); writing and HEAD need a valid signature.
      if (method !== 'GET') {
        const signature = expectedSignature(request, secrets, options.region);
        if (signature === null) return answer(403, 'AccessDenied');
        const { provided, expected } = signature;
        if (!timingSafeEqual(Buffer.from(provided, 'hex'), Buffer.from(expected, 'hex')))
          return answer(403, 'SignatureDoesNotMatch');
        const declared = String(request.headers['x-amz-content-sha256'] ?? '');
        if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(body))
          return answer(400, 'XAmzContentSHA256Mismatch');
      }
      if (!options.buckets.includes(bucket) || key === '') return answer(404, 'NoSuchBucket');
      const stored = objects.get(`${bucket}/${key}`);
      if (method === 'PUT') {
        objects.set(`${bucket}/${key}`, {
          body,
          headers: {
            'content-type': String(request.headers['content-type'] ?? 'binary/octet-stream'),
            'cache-control': String(request.headers['cache-control'] ?? ''),
          },
        });
        return answer(200, undefined, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (method === 'GET' || method === 'HEAD') {
        if (stored === undefined) return answer(404, method === 'HEAD' ? undefined : 'NoSuchKey');
        return answer(
          200,
          undefined,
          { ...stored.headers, 'content-length': String(stored.body.length) },
          stored.body,
        );
      }
      return answer(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
