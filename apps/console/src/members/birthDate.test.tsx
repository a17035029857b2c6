import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberScreen } from './MemberScreen.tsx';
import { emptyPage, memberView } from './fixtures.ts';
import { type Answer, ok, renderScreen, useLanguage } from './testing.tsx';
import { ageOn } from '@openlobby/contract';

function server(birthDate: string | null): Answer {
  return (request) => {
    const view = memberView();
    if (request.url.pathname === '/ops/members/42')
      return ok({ ...view, profile: { ...view.profile, birthDate } });
    if (request.url.pathname === '/ops/members/42/addresses') return ok({ content: [] });
    return ok(emptyPage);
  };
}

function open(birthDate: string | null) {
  return renderScreen({
    path: '/members/:memberId',
    at: '/members/42',
    element: <MemberScreen />,
    permissions: ['members.read'],
    answer: server(birthDate),
  });
}

const today = new Date();
const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

describe("a member's date of birth", () => {
  it('shows the date and the age it gives today, in English and Urdu', async () => {
    await useLanguage('EN');
    const age = ageOn('1990-05-17', iso);
    const page = open('1990-05-17');
    const fact = await screen.findByText('Date of birth');
    expect(fact.nextElementSibling).toHaveTextContent(`17 May 1990 (age ${String(age)})`);
    page.unmount();
    await useLanguage('UR');
    open('1990-05-17');
    const ur = await screen.findByText('تاریخِ پیدائش');
    expect(ur.nextElementSibling).toHaveTextContent(`(عمر ${String(age)} سال)`);
  });

  it('says when a member from before the age check gave none', async () => {
    await useLanguage('EN');
    open(null);
    expect((await screen.findByText('Date of birth')).nextElementSibling).toHaveTextContent('Not given');
  });
});
