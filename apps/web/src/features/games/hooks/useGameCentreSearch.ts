import { useEffect, useState } from 'react';

/** Typing settles for this long before a centre search is sent (each search starts at page 1). */
export const GAME_CENTRE_SEARCH_SETTLE_MS = 300;

/**
 * The centre's search box: what is typed now, and the search actually sent, which follows the
 * typing once it has rested for GAME_CENTRE_SEARCH_SETTLE_MS (or at once on submit).
 */
export function useGameCentreSearch(): {
  typed: string;
  search: string;
  type: (text: string) => void;
  submit: () => void;
} {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), GAME_CENTRE_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, search, type: setTyped, submit: () => setSearch(typed.trim()) };
}
