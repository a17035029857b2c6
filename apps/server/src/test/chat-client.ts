/** A chat socket for tests: records every frame and waits for the one a test expects (no sleeps). */
import type { ChatServerFrame } from '@openlobby/contract';
import { WebSocket } from 'ws';

export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  private readonly waiters: {
    test: (f: ChatServerFrame) => boolean;
    resolve: (f: ChatServerFrame) => void;
  }[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse((data as Buffer).toString('utf8')) as ChatServerFrame;
      this.frames.push(frame);
      for (const waiter of [...this.waiters]) {
        if (waiter.test(frame)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
  }

  /** `origin` is the Origin header a browser on that site would send; none by default (not a browser). */
  static async open(baseUrl: string, origin?: string): Promise<ChatClient> {
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/chat/socket`,
      origin === undefined ? {} : { origin },
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new ChatClient(socket);
  }

  /** The HTTP status a refused upgrade answered with (the socket never opens). */
  static refusal(baseUrl: string, origin: string): Promise<number> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/chat/socket`, { origin });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.close();
        reject(new Error(`the socket opened for Origin ${origin}`));
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that passes `test`. */
  next<T extends ChatServerFrame['t']>(
    type: T,
    test: (frame: Extract<ChatServerFrame, { t: T }>) => boolean = () => true,
  ): Promise<Extract<ChatServerFrame, { t: T }>> {
    const match = (f: ChatServerFrame): f is Extract<ChatServerFrame, { t: T }> =>
      f.t === type && test(f as Extract<ChatServerFrame, { t: T }>);
    const seen = this.frames.find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve) => {
      this.waiters.push({ test: match, resolve: (f) => resolve(f as Extract<ChatServerFrame, { t: T }>) });
    });
  }

  messages(): Extract<ChatServerFrame, { t: 'msg' }>[] {
    return this.frames.filter((f): f is Extract<ChatServerFrame, { t: 'msg' }> => f.t === 'msg');
  }

  closed(): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(1006);
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }

  async close(): Promise<void> {
    const done = this.closed();
    this.socket.close();
    await done;
  }
}

/** The chat token a launch hands out: the fragment of chatUrl. */
export function chatTokenOf(chatUrl: string): string {
  return chatUrl.slice(chatUrl.indexOf('#') + 1);
}
