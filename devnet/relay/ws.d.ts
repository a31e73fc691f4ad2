// The part of the `ws` package (v8) the devnet relay and its tests use (the package ships no types; @types/ws is not
// a dependency).
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';

  export class WebSocket extends EventEmitter {
    constructor(url: string, options?: { headers?: Record<string, string> });
    static readonly OPEN: 1;
    readonly OPEN: 1;
    readonly readyState: number;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'open', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export interface ServerOptions {
    host?: string;
    port?: number;
    maxPayload?: number;
    verifyClient?: (info: { req: IncomingMessage; origin: string; secure: boolean }) => boolean;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions);
    address(): { port: number } | string | null;
    close(callback?: () => void): void;
    on(event: 'connection', listener: (socket: WebSocket, req: IncomingMessage) => void): this;
    on(event: 'error' | 'listening', listener: (...args: unknown[]) => void): this;
  }

  export default WebSocket;
}
