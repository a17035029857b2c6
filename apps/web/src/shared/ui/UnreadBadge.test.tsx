import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadBadge } from './UnreadBadge.tsx';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every stylesheet and component of the web app, to find every badge rule and badge markup. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    if (!/\.(css|tsx)$/.test(entry.name) || entry.name.endsWith('.test.tsx')) return [];
    return [{ file: path.relative(src, file), text: readFileSync(file, 'utf8') }];
  });
}

describe('the one count badge', () => {
  it('shows the count text (the reward centre\'s "1", the Messages "99+") and nothing without one', () => {
    const { container, rerender } = render(<UnreadBadge count="99+" />);
    expect(container.innerHTML).toBe('<span class="unread-badge">99+</span>');
    rerender(<UnreadBadge count="1" />);
    expect(container.textContent).toBe('1');
    rerender(<UnreadBadge count={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('is the only badge: one stylesheet rule, and every caller renders it instead of its own', () => {
    const all = sources(src);
    const rules = all.filter(({ text }) => /^\.unread-badge\s*\{/m.test(text)).map(({ file }) => file);
    expect(rules).toEqual(['app/shell/shell.css']);
    expect(all.filter(({ text }) => text.includes('quick-nav__badge'))).toEqual([]);
    const callers = all.filter(({ text }) => text.includes('<UnreadBadge')).map(({ file }) => file);
    expect(callers.sort()).toEqual([
      'app/screens/HomeQuickNav.tsx',
      'features/messaging/components/MessagesEntry.tsx',
    ]);
    // Nobody draws the badge's markup by hand any more.
    const handMade = all.filter(
      ({ file, text }) => file !== 'shared/ui/UnreadBadge.tsx' && text.includes('className="unread-badge"'),
    );
    expect(handMade).toEqual([]);
  });
});
