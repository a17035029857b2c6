import { useState } from 'react';
import { useSearchParams } from 'react-router';

type Edit = (next: URLSearchParams) => void;

/**
 * The address's query string for filters a player taps, shown at once. The router moves the
 * address in a transition, which React may hold back on a busy phone: a chip read from the address
 * alone would stay unchecked after the tap (the radio even snaps back) until that render lands.
 * So the params asked for are shown until the address has moved. One tap makes one edit: the
 * router starts every update from the last render's params, so a second one would undo the first.
 */
export function useAddressParams(): { params: URLSearchParams; edit: (change: Edit) => void } {
  const [committed, setCommitted] = useSearchParams();
  const search = committed.toString();
  const [asked, setAsked] = useState<{ from: string; params: URLSearchParams } | null>(null);
  // Once the address has moved (to what was asked, or by Back or a link), it speaks for itself.
  if (asked !== null && asked.from !== search) setAsked(null);
  const params = asked !== null && asked.from === search ? asked.params : committed;
  const edit = (change: Edit): void => {
    const next = new URLSearchParams(params);
    change(next);
    setAsked({ from: search, params: next });
    setCommitted(next, { replace: true });
  };
  return { params, edit };
}
