// Business errors: a message key, its parameters and the HTTP status to answer with.
import type { MsgParams } from './i18n.js';

export class BizError extends Error {
  constructor(
    public readonly key: string,
    public readonly params: MsgParams = {},
    public readonly httpStatus = 400,
    /** Optional data returned with the error (e.g. `{ needVerify: true }`). */
    public readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'BizError';
  }
}

export const badRequest = (key: string, params?: MsgParams, data?: unknown) =>
  new BizError(key, params, 400, data);
export const unauthorized = (key = 'Please_login_first', params?: MsgParams) =>
  new BizError(key, params, 401);
export const forbidden = (key = 'No_Permission', params?: MsgParams) => new BizError(key, params, 403);
export const notFound = (key = 'Query_error_unable_to_find_the_resource_to_request', params?: MsgParams) =>
  new BizError(key, params, 404);
