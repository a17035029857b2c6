/**
 * Opens one of the server's own pages in a DOM of its own (a happy-dom window, a fresh VM context per
 * page) and runs the very script the page references, as the route serves it. The page's fetch is
 * answered by the app (every request is kept for the test to read), its clock can be moved with the
 * server's test clock, and a framed page gets a stand-in lobby as its parent window.
 */
import { Script } from 'node:vm';
import { Window } from 'happy-dom';
import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** The lobby a framed page talks to: what the page posted to it, and a way to answer. */
export interface StandInLobby {
  readonly posted: unknown[];
  /** Sends `data` to the page as a message of its parent frame from `origin` (ours by default). */
  send(data: unknown, origin?: string): void;
}

export interface PageInDom {
  readonly window: Window;
  /** The address the page's script tag names (and the route served with 200). */
  readonly scriptPath: string;
  readonly requests: SentRequest[];
  /** Present when the page was opened framed. */
  readonly lobby: StandInLobby | null;
  text(id: string): string;
  /** Types into an input (or picks a select's value) and fires the events a browser would. */
  fill(id: string, value: string): void;
  click(id: string): void;
  /** Checks the radio of group `name` with `value`, as a tap would. */
  choose(name: string, value: string): void;
  disabled(id: string): boolean;
  /** Whether the element or one of its ancestors carries `hidden` (as a person sees it: not at all). */
  hidden(id: string): boolean;
  hasClass(id: string, className: string): boolean;
  /** Moves the page's clock forward, as the server's test clock moved. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

interface FetchInit {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/**
 * How long a test waits for a page script to show what the server answered. vi.waitFor's one second
 * default is too short for a script's fetch round trip when the whole suite shares two busy cores.
 */
export const PAGE_WAIT = { timeout: 10_000 } as const;

export async function openPageInDom(
  t: TestContext,
  url: string,
  options: { framed?: boolean } = {},
): Promise<PageInDom> {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const sources = [...page.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  expect(sources).toHaveLength(1);
  const scriptPath = sources[0] ?? '';
  const script = await t.app.inject({ method: 'GET', url: scriptPath });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toContain('text/javascript');
  expect(script.headers['cache-control']).toContain('immutable');

  const window = new Window({ url: `http://localhost${url}` });
  // The page without its script and stylesheet: the script runs below, once, in this window.
  window.document.write(
    page.body.replace(/<script src=[^>]*><\/script>/, '').replace(/<link rel="stylesheet"[^>]*>/, ''),
  );

  const requests: SentRequest[] = [];
  // A closed page never hears back, as in a browser: a reply arriving after close (or after the app
  // behind it closed) would otherwise reach a script with no document and fail as an unhandled error.
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  const answer = (path: string, init: FetchInit) => {
    if (closed) return new Promise<never>(() => {});
    const body = init.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
    requests.push({ method: init.method, url: path, headers: init.headers, body });
    const reply = t.app.inject({
      method: init.method as 'GET' | 'POST',
      url: path,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    inFlight.add(reply);
    void reply.finally(() => inFlight.delete(reply)).catch(() => {});
    return reply.then(
      (answered) => ({ json: () => Promise.resolve(answered.json<unknown>()) }),
      (error: unknown) => {
        if (closed) return new Promise<never>(() => {});
        throw error;
      },
    );
  };
  Object.defineProperty(window, 'fetch', { configurable: true, value: answer });

  let offset = 0;
  const RealDate = window.Date;
  Object.defineProperty(window, 'Date', {
    configurable: true,
    value: class PageDate extends RealDate {
      static override now(): number {
        return RealDate.now() + offset;
      }
    },
  });

  let lobby: StandInLobby | null = null;
  if (options.framed === true) {
    const posted: unknown[] = [];
    const parent = { postMessage: (data: unknown) => posted.push(data) };
    Object.defineProperty(window, 'parent', { configurable: true, value: parent });
    lobby = {
      posted,
      send(data, origin = window.location.origin) {
        window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: parent as never }));
      },
    };
  }

  new Script(script.body, { filename: scriptPath }).runInContext(window);

  const element = (id: string) => {
    const found = window.document.getElementById(id);
    if (found === null) throw new Error(`the page has no #${id}`);
    return found;
  };
  return {
    window,
    scriptPath,
    requests,
    lobby,
    text: (id) => element(id).textContent,
    fill(id, value) {
      const field = element(id) as unknown as { value: string };
      field.value = value;
      element(id).dispatchEvent(new window.Event('input', { bubbles: true }));
      element(id).dispatchEvent(new window.Event('change', { bubbles: true }));
    },
    click: (id) => (element(id) as unknown as { click(): void }).click(),
    choose(name, value) {
      const group = [...window.document.querySelectorAll(`input[name="${name}"]`)] as unknown as {
        value: string;
        checked: boolean;
        click(): void;
      }[];
      const radio = group.find((input) => input.value === value);
      if (radio === undefined) throw new Error(`no ${name} ${value} to choose`);
      // A browser unchecks the rest of the group; happy-dom leaves that to us.
      for (const input of group) input.checked = false;
      radio.click();
    },
    disabled: (id) => (element(id) as unknown as { disabled: boolean }).disabled,
    hidden: (id) => element(id).closest('[hidden]') !== null,
    hasClass: (id, className) => element(id).classList.contains(className),
    advanceClock(ms) {
      offset += ms;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      await window.happyDOM.abort();
      await window.happyDOM.close();
    },
  };
}
