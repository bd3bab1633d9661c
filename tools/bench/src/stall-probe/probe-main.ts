// The stall probe's process (see stall-probe.ts): a timer every TICK_MS, and every gap between two ticks' starts
// longer than TICK_MS + MIN_STALL_MS reported to the parent as a stall of the excess, ending now. It does nothing
// else, so at the highest priority it runs as soon as the kernel lets any process run.

/** How often the probe wakes, ms. */
const TICK_MS = 5;
/** A gap this much longer than TICK_MS is a stall, ms. */
const MIN_STALL_MS = 10;

// Gaps between starts, not lateness against a deadline set at the end of a tick: a pause that lands inside a
// tick (after its clock read) would otherwise vanish when the next deadline is set after it.
let lastStart = performance.now();
let first = true;
const tick = () => {
  const start = performance.now();
  const excess = start - lastStart - TICK_MS;
  lastStart = start;
  // The first tick says the probe is timing; a start-up that ran long is not a stall of the machine.
  if (first) process.send?.({ ready: true });
  else if (excess > MIN_STALL_MS) process.send?.({ endedAt: Date.now(), ms: excess });
  first = false;
  setTimeout(tick, TICK_MS);
};
setTimeout(tick, TICK_MS);
// The parent's disconnect ends the probe.
process.on("disconnect", () => process.exit(0));
