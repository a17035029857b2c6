import { type AnnouncementItem, ContentType, PopupExecution } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { canGoToActivity, clampPage, popupVariant, selectPopupItems } from './popupSelection.ts';

function popup(
  id: number,
  execution: AnnouncementItem['execution'],
  type: AnnouncementItem['type'] = ContentType.POPUP,
): AnnouncementItem {
  return {
    id,
    type,
    groupName: '',
    title: `Popup ${id}`,
    content: '<p>Hello</p>',
    url: '',
    link: '',
    promotionType: null,
    execution,
    read: false,
    startsAt: '2026-11-01T00:00:00.000Z',
  };
}

const ALL = [
  popup(1, PopupExecution.MEMBER),
  popup(2, PopupExecution.GUEST),
  popup(3, PopupExecution.FIRST_LOGIN),
  popup(4, null),
  popup(5, PopupExecution.MEMBER, ContentType.BANNER),
];

describe('popup selection (spec 4)', () => {
  // viewer x flag -> ids shown
  it.each([
    { loggedIn: true, firstTimeLogin: false, showFlag: true, shown: [1] },
    { loggedIn: true, firstTimeLogin: true, showFlag: true, shown: [1, 3] },
    { loggedIn: true, firstTimeLogin: false, showFlag: false, shown: [] },
    { loggedIn: true, firstTimeLogin: true, showFlag: false, shown: [] },
    { loggedIn: false, firstTimeLogin: false, showFlag: true, shown: [2] },
    // A guest never has a first login: F stays a member's item.
    { loggedIn: false, firstTimeLogin: true, showFlag: true, shown: [2] },
    { loggedIn: false, firstTimeLogin: false, showFlag: false, shown: [] },
    { loggedIn: false, firstTimeLogin: true, showFlag: false, shown: [] },
  ])(
    'loggedIn=$loggedIn firstTimeLogin=$firstTimeLogin showFlag=$showFlag shows $shown',
    ({ shown, ...viewer }) => {
      expect(selectPopupItems(ALL, viewer).map((item) => item.id)).toEqual(shown);
    },
  );

  it('shows members variant A and guests variant B', () => {
    expect(popupVariant(true)).toBe('A');
    expect(popupVariant(false)).toBe('B');
  });

  it('offers go-to-activity only on promotion items for members', () => {
    const promo = { ...popup(1, PopupExecution.MEMBER), promotionType: 'DEPOSIT' };
    expect(canGoToActivity(promo, true)).toBe(true);
    expect(canGoToActivity(promo, false)).toBe(false);
    expect(canGoToActivity(popup(1, PopupExecution.MEMBER), true)).toBe(false);
    expect(canGoToActivity({ ...promo, promotionType: '' }, true)).toBe(false);
  });

  it('keeps the page within bounds', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(3, 3)).toBe(2);
    expect(clampPage(1, 3)).toBe(1);
    expect(clampPage(0, 0)).toBe(0);
  });
});
