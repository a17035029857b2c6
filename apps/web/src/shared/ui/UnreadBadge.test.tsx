import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadBadge } from './UnreadBadge.tsx';

describe('the one count badge', () => {
  it('shows the count text (the reward centre\'s "1", the Messages "99+") and nothing without one', () => {
    const { container, rerender } = render(<UnreadBadge count="99+" />);
    expect(container.innerHTML).toBe('<span class="unread-badge">99+</span>');
    rerender(<UnreadBadge count="1" />);
    expect(container.textContent).toBe('1');
    rerender(<UnreadBadge count={null} />);
    expect(container.innerHTML).toBe('');
  });
});
