/**
 * English texts of the lottery lobby, namespace `lottery`: loaded with the lottery chunk.
 * `ur.ts` must have exactly the same keys (type checker and a unit test).
 */
export const lotteryEn = {
  title: 'Lottery',
  open: 'Play {{name}}',
  closesIn: 'Closes in',
  drawing: 'Drawing…',
  lastResult: 'Last result',
  resultOf: 'Issue {{numero}}: {{numbers}}',
  noResult: 'No draw yet',
  loading: 'Loading…',
  loadFailed: 'Could not load. Please try again.',
  listFailed: 'The lotteries could not be loaded.',
};
