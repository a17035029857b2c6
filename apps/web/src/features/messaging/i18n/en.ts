/**
 * English texts of the announcement popup (spec 2.6), namespace `messaging`: loaded with the popup's
 * chunk, not with home. `ur.ts` must have exactly the same keys (type checker and a unit test).
 */
export const messagingEn = {
  popup: {
    close: 'Close',
    goToActivity: 'Go to activity',
    previous: 'Previous announcement',
    next: 'Next announcement',
    position: '{{current}} / {{total}}',
    pages: 'Announcement pages',
  },
};
