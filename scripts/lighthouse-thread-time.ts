/*
 * CI's Lighthouse budget counts the page's own work, not the time the page's thread waited for a core
 * (decision 0108). Chromium's trace gives each task two lengths: `dur`, from its start to its end on
 * the wall clock, and `tdur`, the time its thread ran on a CPU. On a two-core machine that is also
 * running the server, Lighthouse and whatever else CI left running, a task's wall time was up to twice
 * its CPU time, and Lighthouse's simulation multiplies the wall time by the phone's slowdown. This
 * shortens each top-level task of the renderer's main thread, and everything nested in it, to its CPU
 * time, so that the simulation multiplies the page's work alone.
 */

/** The fields of a Chromium trace event this reads and changes. */
export interface TraceEvent {
  pid: number;
  tid: number;
  ts: number;
  ph: string;
  name: string;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Phases whose events span time and nest in a task: complete ('X') events and begin/end pairs. */
const SPANNING = new Set(['X', 'B', 'E']);

/**
 * Shortens every top-level task (`RunTask`) of every renderer main thread to its CPU time, scaling the
 * events nested in it with it (so that they stay nested). A task that ran without waiting keeps its
 * length; instant events (navigation, paint and LCP marks) keep their time. Returns the number of
 * tasks shortened.
 */
export function shortenTasksToCpuTime(events: TraceEvent[]): number {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || !SPANNING.has(event.ph)) continue;
    const list = byThread.get(thread) ?? [];
    list.push(event);
    byThread.set(thread, list);
  }
  let shortened = 0;
  for (const spans of byThread.values()) {
    spans.sort((a, b) => a.ts - b.ts);
    // The task being scaled: where it started and ended on the wall clock, and its CPU time's share.
    let task = { start: 0, end: -Infinity, factor: 1 };
    for (const span of spans) {
      if (span.ts <= task.end) {
        // Nested in the task (a nested message loop's tasks too): moved and shortened with it.
        span.ts = task.start + (span.ts - task.start) * task.factor;
        if (span.dur !== undefined) span.dur *= task.factor;
      } else if (
        span.name === 'RunTask' &&
        span.ph === 'X' &&
        span.dur !== undefined &&
        span.tdur !== undefined
      ) {
        task = {
          start: span.ts,
          end: span.ts + span.dur,
          factor: Math.min(1, span.tdur / Math.max(span.dur, 1)),
        };
        span.dur *= task.factor;
        if (task.factor < 1) shortened++;
      }
    }
  }
  return shortened;
}
