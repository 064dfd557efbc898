/*
 * When each deferred hydration unit may hydrate. A server-rendered unit stays as the server's HTML
 * (links navigate, the page reads and scrolls) until its gate opens: on the first interaction
 * inside it (synchronously, so React hydrates it at once and handles that very event), when it
 * scrolls near the screen, or when the browser is idle, one unit at a time. Browser only.
 */

/** When a unit hydrates: `idle` (after load, one at a time), `visible` (near the screen) or `interaction`. */
export type HydrateOn = 'idle' | 'visible' | 'interaction';

/** The attribute of a deferred unit's wrapper (`display: contents`): the unit's id. */
export const UNIT_ATTRIBUTE = 'data-hydration-unit';

/** A promise React's `use()` reads synchronously once opened (`status`, as React marks thenables). */
type GatePromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

interface Gate {
  open: boolean;
  promise: GatePromise;
  resolve: () => void;
}

const gates = new Map<string, Gate>();

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    const promise: GatePromise = new Promise<void>((r) => (resolve = r));
    gate = { open: false, promise, resolve };
    gates.set(id, gate);
  }
  return gate;
}

/** What a closed unit waits on while it hydrates (React keeps the server's HTML meanwhile). */
export const gatePromise = (id: string): PromiseLike<void> => gateOf(id).promise;

export function openGate(id: string) {
  const gate = gateOf(id);
  if (gate.open) return;
  gate.open = true;
  // Marked fulfilled at once: a synchronous hydration in this very event (a tap) must not suspend.
  gate.promise.status = 'fulfilled';
  gate.resolve();
}

/*
 * Idle and visible units open one at a time, each after the previous one has hydrated and the
 * browser is idle again, so their hydration commits are separate short tasks.
 */
const queue: string[] = [];
let running: string | null = null;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 50);

function next() {
  if (running !== null) return;
  const id = queue.shift();
  if (id === undefined) return;
  running = id;
  whenIdle(() => openGate(id));
}

/** Called by a unit once it has hydrated (or is gone): the next queued unit may go. */
export function unitHydrated(id: string) {
  if (running === id) running = null;
  const at = queue.indexOf(id);
  if (at >= 0) queue.splice(at, 1);
  next();
}

function enqueue(id: string, { first = false } = {}) {
  if (gates.get(id)?.open || running === id || queue.includes(id)) return;
  if (first) queue.unshift(id);
  else queue.push(id);
  next();
}

/**
 * Starts watching a deferred unit's wrapper (its ref, at the parent's commit); returns the cleanup.
 * Interaction is watched for every unit by one listener on the document (below).
 */
export function watchUnit(id: string, on: HydrateOn, wrapper: HTMLElement): () => void {
  // React keeps the server's attributes while hydrating: another id here means the server's tree
  // and the browser's differ in shape (useId), and a tap would open a gate nobody waits on.
  const rendered = wrapper.getAttribute(UNIT_ATTRIBUTE);
  if (rendered !== null && rendered !== id) {
    console.error(`hydration unit ${id} was rendered by the server as ${rendered}`);
    renamed.set(rendered, id);
  }
  const forget = () => unitHydrated(id);
  if (on === 'idle') {
    enqueue(id);
    return forget;
  }
  if (on !== 'visible' || typeof IntersectionObserver !== 'function') return forget;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      enqueue(id, { first: true });
    },
    { rootMargin: '200px 0px' },
  );
  // The wrapper has no box of its own (display: contents): watch what it holds.
  for (const child of Array.from(wrapper.children)) observer.observe(child);
  return () => {
    observer.disconnect();
    forget();
  };
}

/** The server's id of a unit -> the browser's, where they differ (reported: still, a tap works). */
const renamed = new Map<string, string>();

/** Opens every deferred unit around `target`, outermost first (an inner one needs its parent). */
export function openUnitsAround(target: EventTarget | null) {
  const ids: string[] = [];
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    const unit = node.closest(`[${UNIT_ATTRIBUTE}]`);
    if (!unit) break;
    const rendered = unit.getAttribute(UNIT_ATTRIBUTE)!;
    ids.unshift(renamed.get(rendered) ?? rendered);
    node = unit;
  }
  for (const id of ids) openGate(id);
}

/*
 * The events React hydrates a boundary for at once (and drops when it cannot): opening the units
 * around the target first, in the capture phase on the document (before React's listener on its
 * root), lets that synchronous hydration succeed, so the first tap or key press is handled.
 */
const interactionEvents = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click', 'input'];

let listening = false;

export function listenForInteraction() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  for (const type of interactionEvents)
    document.addEventListener(type, (event) => openUnitsAround(event.target), { capture: true, passive: true });
}
