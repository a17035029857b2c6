/**
 * Scrolls so the content starts right under the sticky header (spec 2.2: scroll-to-top targets a
 * header-height offset), rather than to 0 where a download bar would push it down again.
 */
export function scrollToContentTop(): void {
  const main = document.getElementById('main');
  const header = document.querySelector<HTMLElement>('.app-header');
  const headerHeight = header?.offsetHeight ?? 0;
  const top = main ? main.getBoundingClientRect().top + window.scrollY - headerHeight : 0;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
}
