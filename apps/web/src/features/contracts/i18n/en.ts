/**
 * English texts of agent contracts (namespace `contracts`): the home prompt for an offer waiting
 * for the member's answer. `ur.ts` must have exactly the same keys (type checker and a unit test).
 */
export const contractsEn = {
  prompt: {
    DAILY_SALARY: {
      title: 'New daily salary contract',
      text: 'Your upline has offered you a daily salary contract. Open it to read the terms and accept or reject it.',
    },
    DIVIDEND: {
      title: 'New dividend contract',
      text: 'Your upline has offered you a dividend contract. Open it to read the terms and accept or reject it.',
    },
    HOURLY_SALARY: {
      title: 'New hourly salary contract',
      text: 'Your upline has offered you an hourly salary contract. Open it to read the terms and accept or reject it.',
    },
    go: 'Go',
  },
};
