/**
 * The one page head serves every server page's case: a page drawn in one colour scheme (lottery,
 * studio), one that loads its script early (chat agent), one with neither (demo gateway); Urdu
 * pages read right to left; and a title from the outside is text, never markup.
 */
import { describe, expect, it } from 'vitest';
import { render } from './html.ts';
import { pageHead } from './page-head.ts';

const lines = (markup: string) => markup.split('\n');

describe('pageHead', () => {
  it('opens a page with a colour scheme and no early script', () => {
    expect(
      lines(
        render(pageHead({ language: 'EN', title: 'Lottery', stylesheet: '/l.css', colorScheme: 'light' })),
      ),
    ).toEqual([
      '<!doctype html>',
      '<html lang="en" dir="ltr">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="color-scheme" content="light">',
      '<title>Lottery</title>',
      '<link rel="icon" href="data:,">',
      '<link rel="stylesheet" href="/l.css">',
      '</head>',
    ]);
  });

  it('opens an Urdu page with an early script and no colour scheme, right to left', () => {
    expect(
      lines(render(pageHead({ language: 'UR', title: 'ایجنٹ', stylesheet: '/c.css', script: '/a.js' }))),
    ).toEqual([
      '<!doctype html>',
      '<html lang="ur" dir="rtl">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>ایجنٹ</title>',
      '<link rel="icon" href="data:,">',
      '<link rel="stylesheet" href="/c.css">',
      '<script src="/a.js" defer></script>',
      '</head>',
    ]);
  });

  it('opens a page with neither, and writes a hostile title as text', () => {
    const head = render(
      pageHead({ language: 'EN', title: '</title><script>x()</script>', stylesheet: '/d.css' }),
    );
    expect(head).not.toContain('<script');
    expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(head).not.toContain('color-scheme');
    expect(head).not.toMatch(/\n\n/);
  });
});
