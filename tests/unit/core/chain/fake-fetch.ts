// Test double for fetch: answers from a route table and records every request.
export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  /** Reject like a refused connection. */
  fail?: string;
  /** Never answer (until aborted). */
  hang?: boolean;
}

export interface RecordedRequest {
  url: string;
  method: string;
  body: string | undefined;
}

export function fakeFetch(route: (url: string, method: string, body: unknown) => FakeReply | FakeReply[]) {
  const requests: RecordedRequest[] = [];
  const queues = new Map<string, FakeReply[]>();
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : undefined;
    requests.push({ url, method, body });
    // A route answering an array plays it in order (the last reply repeats); a single reply is asked for each time.
    const key = `${method} ${url}`;
    let reply: FakeReply;
    const queue = queues.get(key);
    if (queue && queue.length > 0) {
      reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    } else {
      const answer = route(url, method, body ? JSON.parse(body) : undefined);
      if (Array.isArray(answer)) {
        const played = [...answer];
        queues.set(key, played);
        reply = played.length > 1 ? played.shift()! : played[0]!;
      } else {
        reply = answer;
      }
    }
    if (reply.fail) throw new TypeError('fetch failed', { cause: new Error(reply.fail) });
    if (reply.hang) {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = reply.text ?? JSON.stringify(reply.body ?? {});
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, requests };
}

export const noSleep = async () => {};
