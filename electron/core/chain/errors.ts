// Failure taxonomy of the chain/backend clients: network, timeout, HTTP status, malformed reply.
// Each error carries the shared/errors.ts code it maps to, so handlers turn it into a typed result.

/** Codes a client failure maps to at the IPC boundary (subset of shared/errors.ts codes). */
export type ClientErrorCode = 'network' | 'timeout' | 'bad_response' | 'not_found' | 'response_too_large';

/** Base class of every client failure. `url` never contains secrets (only public endpoints and addresses). */
export class ClientError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly url: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

/** The server could not be reached (DNS, refused connection, reset). */
export class NetworkError extends ClientError {
  constructor(url: string, cause: string) {
    super('network', `Could not reach ${originOf(url)}: ${cause}`, url, true);
    this.name = 'NetworkError';
  }
}

/** No reply within the time limit. */
export class TimeoutError extends ClientError {
  constructor(url: string, timeoutMs: number) {
    super('timeout', `No reply from ${originOf(url)} within ${timeoutMs} ms`, url, true);
    this.name = 'TimeoutError';
  }
}

/** A non-2xx HTTP reply; `serverMessage` is the gRPC-gateway or backend error message when present. */
export class HttpStatusError extends ClientError {
  constructor(
    url: string,
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(
      status === 404 ? 'not_found' : 'network',
      `${originOf(url)} answered HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
      url,
      status === 429 || status >= 500,
    );
    this.name = 'HttpStatusError';
  }
}

/** A 2xx reply whose body is not JSON or does not match the expected schema. */
export class MalformedResponseError extends ClientError {
  constructor(
    url: string,
    readonly detail: string,
  ) {
    super('bad_response', `Unexpected reply from ${originOf(url)}: ${detail}`, url, false);
    this.name = 'MalformedResponseError';
  }
}

/** A reply longer than its route's cap: reading stopped at the cap and the request was aborted; never retried. */
export class ResponseTooLargeError extends ClientError {
  constructor(
    url: string,
    readonly limitBytes: number,
  ) {
    super(
      'response_too_large',
      `${originOf(url)} answered more than ${limitBytes} bytes: refused`,
      url,
      false,
    );
    this.name = 'ResponseTooLargeError';
  }
}

/** scheme://host:port of a URL, for messages (paths may be long; they stay in `url`). */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export function isClientError(error: unknown): error is ClientError {
  return error instanceof ClientError;
}
