import type { HelpItem } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { answerWith, renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { findHelpArticle, parseIndex } from './helpArticle.ts';
import HelpDetailScreen from './HelpDetailScreen.tsx';
import HelpListScreen from './HelpListScreen.tsx';

const ITEMS: HelpItem[] = [
  {
    title: 'Account',
    content: '<p>About accounts</p>',
    children: [
      { title: 'Register', content: '<p>How to register</p>' },
      { title: 'Password', content: '<p>Reset it<img src=x onerror="alert(1)"></p>' },
    ],
  },
  {
    title: 'Deposits',
    content: '<p>Deposits</p>',
    children: [{ title: 'First deposit', content: '<p>Go</p>' }],
  },
];

function renderHelp(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/help" element={<HelpListScreen />} />
      <Route path="/m/helpDetail" element={<HelpDetailScreen />} />
    </Routes>,
    path,
  );
}

describe('help centre (spec 2.12)', () => {
  beforeAll(() => initI18n());
  afterEach(() => vi.unstubAllGlobals());

  it('lists main items followed by numbered children and opens a child by tapping', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith(ITEMS)));
    renderHelp('/m/help');
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/m/helpDetail?p=0');
    expect(screen.getByRole('link', { name: '1. Register' })).toHaveAttribute(
      'href',
      '/m/helpDetail?p=0&c=0',
    );
    expect(screen.getByRole('link', { name: '2. Password' })).toHaveAttribute(
      'href',
      '/m/helpDetail?p=0&c=1',
    );
    expect(screen.getByRole('link', { name: '1. First deposit' })).toHaveAttribute(
      'href',
      '/m/helpDetail?p=1&c=0',
    );

    await userEvent.click(screen.getByRole('link', { name: '2. Password' }));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
  });

  it('sends the language with the help request', async () => {
    const fetchMock = vi.fn(answerWith(ITEMS));
    vi.stubGlobal('fetch', fetchMock);
    renderHelp('/m/help');
    await screen.findByRole('link', { name: 'Account' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/system/helpCenter?lang=EN&device=MOBILE');
    expect(new Headers(init.headers).get('language')).toBe('EN');
  });

  // Sanitising is checked in Chromium (e2e/help.spec.ts): happy-dom's DOM lets event-handler
  // attributes survive DOMPurify, which a real browser does not.
  it('opens a deep link once the list has loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith(ITEMS)));
    renderHelp('/m/helpDetail?p=0&c=1');
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByText('Reset it')).toBeInTheDocument();
  });

  it('a list or an article that failed to load offers Try again, which loads it again', async () => {
    const failOnce = (): typeof fetch => {
      let calls = 0;
      const answer = answerWith(ITEMS);
      return (input, init) =>
        calls++ === 0
          ? Promise.resolve(
              new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'x' }), {
                status: 404,
              }),
            )
          : answer(input, init);
    };
    vi.stubGlobal('fetch', vi.fn(failOnce()));
    const list = renderHelp('/m/help');
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
    list.unmount();

    vi.stubGlobal('fetch', vi.fn(failOnce()));
    renderHelp('/m/helpDetail?p=0&c=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
  });

  it("a topic's page lists its questions, each leading to its answer (not a dead end)", async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith(ITEMS)));
    renderHelp('/m/helpDetail?p=0');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1. Register' })).toHaveAttribute(
      'href',
      '/m/helpDetail?p=0&c=0',
    );
    await userEvent.click(screen.getByRole('link', { name: '2. Password' }));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith([])));
    renderHelp('/m/help');
    expect(await screen.findByText('No help articles yet')).toBeInTheDocument();
  });

  it('finds articles by main and child index', () => {
    expect(findHelpArticle(ITEMS, 1, null)?.title).toBe('Deposits');
    expect(findHelpArticle(ITEMS, 0, 0)?.title).toBe('Register');
    expect(findHelpArticle(ITEMS, 0, 5)).toBeNull();
    expect(findHelpArticle(ITEMS, null, 0)).toBeNull();
    expect(parseIndex('2')).toBe(2);
    expect(parseIndex('-1')).toBeNull();
    expect(parseIndex('x')).toBeNull();
  });
});
