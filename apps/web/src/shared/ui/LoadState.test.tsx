import { Language } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ApiError } from '../api/ApiError.ts';
import { initI18n, switchLanguage } from '../i18n/i18n.ts';
import { LoadState } from './LoadState.tsx';

const offline = (): ApiError => new ApiError('NETWORK', 'offline', {}, 0);

/** A list screen in miniature: a real query over `load`, shown through LoadState. */
function Topics({ load, empty }: { load: () => Promise<string[]>; empty?: boolean }): ReactElement {
  const topics = useQuery({ queryKey: ['topics'], queryFn: load });
  return (
    <LoadState
      query={topics}
      isEmpty={(list) => list.length === 0}
      empty={
        empty ? { title: 'No topics yet', hint: 'They show here once written.', icon: 'help' } : undefined
      }
      failedTitle="The topics could not be loaded."
    >
      {(list) => (
        <ul aria-label="Topics">
          {list.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

/** A load that never settles, to look at the busy state. */
const never = (): Promise<string[]> => new Promise<string[]>(() => undefined);

describe('LoadState', () => {
  describe.each([
    {
      language: Language.EN,
      loading: 'Loading…',
      retry: 'Try again',
      network: 'Network problem',
      noData: 'Nothing here yet.',
      generalFailure: 'This could not be loaded.',
    },
    {
      language: Language.UR,
      loading: 'لوڈ ہو رہا ہے…',
      retry: 'دوبارہ کوشش کریں',
      network: 'نیٹ ورک میں مسئلہ',
      noData: 'یہاں ابھی کچھ نہیں ہے۔',
      generalFailure: 'یہ لوڈ نہیں ہو سکا۔',
    },
  ])('in $language', ({ language, loading, retry, network, noData, generalFailure }) => {
    beforeAll(() => initI18n(language));

    it('announces the busy state while the load is on its way', () => {
      renderWithProviders(<Topics load={never} />);
      expect(screen.getByRole('status')).toHaveTextContent(loading);
      expect(screen.queryByRole('list')).toBeNull();
    });

    it('on failure says what failed and why, with a Try again button that loads again and shows the content', async () => {
      const load = vi
        .fn<() => Promise<string[]>>()
        .mockRejectedValueOnce(offline())
        .mockResolvedValueOnce(['Deposits', 'Withdrawals']);
      renderWithProviders(<Topics load={load} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The topics could not be loaded.');
      expect(alert).toHaveTextContent(network);
      expect(load).toHaveBeenCalledTimes(1);

      await userEvent.click(screen.getByRole('button', { name: retry }));
      const list = await screen.findByRole('list', { name: 'Topics' });
      expect(load).toHaveBeenCalledTimes(2);
      expect(list).toHaveTextContent('Withdrawals');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: retry })).toBeNull();
    });

    it('without a title of its own, a failure still names itself in the player language', async () => {
      function Plain(): ReactElement {
        const query = useQuery({ queryKey: ['plain'], queryFn: () => Promise.reject(offline()) });
        return <LoadState query={query}>{() => <p>loaded</p>}</LoadState>;
      }
      renderWithProviders(<Plain />);
      expect(await screen.findByRole('alert')).toHaveTextContent(generalFailure);
    });

    it('shows the empty state given, or the shared one', async () => {
      const first = renderWithProviders(<Topics load={() => Promise.resolve([])} empty />);
      expect(await screen.findByText('No topics yet')).toBeInTheDocument();
      expect(screen.getByText('They show here once written.')).toBeInTheDocument();
      expect(screen.queryByRole('list')).toBeNull();
      first.unmount();

      renderWithProviders(<Topics load={() => Promise.resolve([])} />);
      expect(await screen.findByText(noData)).toBeInTheDocument();
    });
  });

  afterAll(() => initI18n(Language.EN));

  it('keeps loaded content on screen when a later refresh fails', async () => {
    await switchLanguage(Language.EN, { persist: false });
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['Deposits'])
      .mockRejectedValueOnce(offline());
    function Refreshing(): ReactElement {
      const query = useQuery({ queryKey: ['refreshing'], queryFn: load });
      return (
        <>
          <button type="button" onClick={() => void query.refetch()}>
            Refresh
          </button>
          <LoadState query={query}>{(list) => <p>{list.join(', ')}</p>}</LoadState>
          {query.isError && <p>refresh failed</p>}
        </>
      );
    }
    renderWithProviders(<Refreshing />);
    expect(await screen.findByText('Deposits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('refresh failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Deposits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
