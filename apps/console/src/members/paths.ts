import { screenPath } from '../app/navigation.ts';

export const MEMBERS_SCREEN = 'members';
export const APPROVALS_SCREEN = 'approvals';

export const memberPath = (memberId: number) => screenPath(`${MEMBERS_SCREEN}/${memberId}`);
