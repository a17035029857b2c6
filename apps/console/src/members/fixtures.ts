import type { OpsAdjustmentApproval, OpsMemberView } from '@openlobby/contract';

/** A member's page as GET /ops/members/:memberId answers it. */
export function memberView(overrides: { locked?: boolean; available?: string } = {}): OpsMemberView {
  return {
    profile: {
      id: 42,
      username: 'player42',
      nickname: 'Forty Two',
      type: 0,
      mobile: '+923001112222',
      email: 'p42@example.com',
      invitationCode: 'INV42',
      state: overrides.locked === true ? 'locked' : 'active',
      createdAt: '2026-11-01T10:00:00.000Z',
      createdIp: '10.0.0.1',
      lastLoginAt: '2026-11-20T10:00:00.000Z',
      lastLoginIp: '10.0.0.2',
      payeeName: null,
      birthDate: '1990-05-17',
      referrerId: null,
      registeredInvitationCode: null,
      registerMethod: 'H5',
      registerDomain: 'lobby.example',
      mustChangePassword: false,
    },
    team: { upline: { id: 7, username: 'agent7' }, members: 3, direct: 2 },
    state: {
      locked: overrides.locked === true,
      reason: overrides.locked === true ? 'chargeback' : null,
      lockedAt: overrides.locked === true ? '2026-11-21T10:00:00.000Z' : null,
      lockedBy: overrides.locked === true ? 'operator:ops_one' : null,
    },
    balance: { currency: 'PKR', available: overrides.available ?? '100.00', held: '0.00' },
    bankCards: [],
    pendingApprovals: 0,
  };
}

export function approval(overrides: Partial<OpsAdjustmentApproval> = {}): OpsAdjustmentApproval {
  return {
    id: 7,
    state: 'pending',
    memberId: 42,
    username: 'player42',
    amount: '+1500.00',
    reason: 'goodwill',
    requestedBy: 'ops_one',
    requestedAt: '2026-11-26T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    remark: null,
    transferId: null,
    ...overrides,
  };
}

export const emptyPage = { content: [], total: 0 };
