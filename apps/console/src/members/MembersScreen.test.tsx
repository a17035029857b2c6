import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MembersScreen } from './MembersScreen.tsx';
import { memberView } from './fixtures.ts';
import { ok, renderScreen, useLanguage } from './testing.tsx';

const summary = memberView().profile;

beforeEach(async () => {
  await useLanguage('EN');
});

describe('the member search', () => {
  it('searches the field the text looks like and links each member to its page', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen({
      path: '/members',
      at: '/members',
      element: <MembersScreen />,
      permissions: ['members.read'],
      answer: () => ok({ content: [summary], total: 1, totalCapped: false }),
    });
    await user.type(screen.getByRole('textbox', { name: /Find a member/ }), '+92 300 111');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 found by Mobile number')).toBeVisible();
    expect(screen.getByRole('link', { name: 'player42' })).toHaveAttribute('href', '/console/members/42');
    const query = sent[0]?.url.searchParams;
    expect([query?.get('by'), query?.get('q'), query?.get('pageNo')]).toEqual(['mobile', '+92 300 111', '1']);
  });

  it('says "at least" when the server stopped counting, and pages past the first page on the server', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen({
      path: '/members',
      at: '/members?q=a&by=username',
      element: <MembersScreen />,
      permissions: ['members.read'],
      answer: () => ok({ content: [summary], total: 1000, totalCapped: true }),
    });
    expect(
      await screen.findByText('At least 1000 members match. Type more of the text to narrow the search.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('At least 1000 members match. Type more of the text to narrow the search.');
    expect(sent.map((request) => request.url.searchParams.get('pageNo'))).toEqual(['1', '2']);
    expect(sent.every((request) => request.url.searchParams.get('by') === 'username')).toBe(true);
  });

  it("shows the server's refusal of a search in Urdu", async () => {
    await useLanguage('UR');
    renderScreen({
      path: '/members',
      at: '/members?q=abc&by=id',
      element: <MembersScreen />,
      permissions: ['members.read'],
      answer: () => ({
        status: 400,
        body: { success: false, code: 'MEMBER_SEARCH_INVALID', message: 'x', data: { field: 'q' } },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تلاش کا یہ متن منتخب خانے کے مطابق نہیں: آئی ڈی ایک عدد ہے',
    );
  });
});
