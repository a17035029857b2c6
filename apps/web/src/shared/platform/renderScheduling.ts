/**
 * When Preact renders a state update. By default it renders in a microtask of the task that made
 * the update: a network answer, a timer or an idle callback then carries its whole re-render in
 * its own task, and on home's start those stacked into tasks Lighthouse counts as blocking. On the
 * bench machine home's median score went from 0.91 on React DOM, whose scheduler renders in tasks
 * of its own, to 0.80 on Preact; about 0.87 with this.
 *
 * So an update made outside a user's input renders in a task of its own (a message to ourselves,
 * as React's scheduler does), and every update waiting by then renders in that one task. An update
 * made while a tap, a key or a text change is being handled still renders before that event's
 * task ends, as React renders its discrete events: what the player did shows in the same frame,
 * and a box that refuses a key never paints it.
 */
import { options } from 'preact';

/** The events a player makes one at a time (React's discrete events, the ones a lobby handles). */
const DISCRETE_EVENTS = new Set([
  'beforeinput',
  'blur',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'focus',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchend',
  'touchstart',
]);

/** The event being dispatched now (the window's own record of it), if any. */
function dispatchedEvent(): Event | undefined {
  // `window.event` is the one standard way to learn it without wrapping every listener.
  return window.event;
}

/**
 * Installs the scheduling above for the whole app; returns a function that puts back what was
 * there before (its tests install and remove it around each case).
 */
export function renderUpdatesInOwnTasks(currentEvent: () => Event | undefined = dispatchedEvent): () => void {
  // Kept only to be put back, never called here.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const previous = options.debounceRendering;
  const waiting: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    for (const render of waiting.splice(0)) render();
  };
  options.debounceRendering = (render) => {
    const event = currentEvent();
    if (event !== undefined && DISCRETE_EVENTS.has(event.type)) {
      queueMicrotask(render);
      return;
    }
    waiting.push(render);
    if (waiting.length === 1) channel.port2.postMessage(null);
  };
  return () => {
    options.debounceRendering = previous;
    channel.port1.close();
  };
}
