/** Modals open outside the app right now (one may open over another). */
let holders = 0;

function apply(): void {
  const root = document.getElementById('root');
  if (root !== null) root.inert = holders > 0;
}

/**
 * Makes the app under a full-screen modal (rendered outside it, into body) inert until the returned
 * function is called: not focusable, not read by a screen reader, not hit by a tap. aria-modal
 * alone leaves the lobby's links behind a game reachable by a screen reader's reading cursor, and
 * counted as controls by checkers. Focus leaves an inert app at once, so whoever opens the modal
 * keeps the control that had focus, to give it back once the app is live again.
 */
export function holdInertApp(): () => void {
  holders += 1;
  apply();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    apply();
  };
}
