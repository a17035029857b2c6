/** Where a guide sent the player from (`?next=/m/withdraw`); only in-app paths are followed. */
export function nextPath(params: URLSearchParams): string | null {
  const next = params.get('next');
  return next !== null && /^\/m\/[A-Za-z/]*$/.test(next) ? next : null;
}
