// A multipart/form-data body with one file field (and plain fields before it), for the upload calls.
import type { BuiltApp } from '../../src/app.js';

export function multipart(
  field: string,
  filename: string,
  data: Uint8Array,
  extra: Record<string, string> = {},
  type = 'application/octet-stream',
) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(extra))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * POSTs a multipart body (as multipart() builds it) to `url`, as `token` when one is given, with
 * `headers` added (a language, say); answers the raw reply, for the upload and import calls.
 */
export function postFile(
  app: BuiltApp,
  url: string,
  body: ReturnType<typeof multipart>,
  token?: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: token } : {}), ...headers },
  });
}
