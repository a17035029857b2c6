/** English texts of the reward centre's VIP card and sign-in calendar (spread into rewardsEn). */
export const vipSignInEn = {
  vip: {
    heading: 'VIP level',
    level: 'VIP {{level}}',
    top: 'You are at the top level',
    next: 'Next: {{name}} (VIP {{level}})',
    validBet: 'Valid bets',
    deposit: 'Deposits',
    lifetime: 'all time',
    lastDays: 'last {{count}} days',
    of: '{{current}} of {{required}}',
    perks: 'Perks',
    cashback: '{{rate}} cashback',
    upgraded: 'VIP {{level}} reached: {{amount}} added to your balance',
  },
  signIn: {
    heading: 'Daily sign-in',
    day: 'Day {{day}}',
    signed: 'Signed',
    today: 'Today',
    button: 'Sign in',
    signing: 'Signing in…',
    done: 'Signed in today',
    paid: 'Day {{day}}: {{amount}} added to your balance',
    hint: 'Sign in every day for bigger rewards. Missing a day starts again at day 1.',
  },
};
