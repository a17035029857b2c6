/** 125000 ms -> "02:05"; an hour or more -> "1:02:05". Rounded up: "00:00" only when it is over. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => (n < 10 ? `0${n}` : String(n));
  const hours = Math.floor(seconds / 3600);
  return `${hours > 0 ? `${hours}:` : ''}${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
