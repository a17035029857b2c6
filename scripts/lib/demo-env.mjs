/**
 * `npm start`, `npm run serve` and `npm run dev` run the labelled demo: they set DEMO=true unless
 * DEMO is already set or NODE_ENV=production (a live server, which refuses the demo). The server's
 * start log then says "demo mode: DEMO=true, set by npm start".
 */
export function demoEnv(env = process.env) {
  const demoChosen = env.DEMO !== undefined && env.DEMO !== '';
  if (demoChosen || env.NODE_ENV === 'production') return env;
  return { ...env, DEMO: 'true' };
}
