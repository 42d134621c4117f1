import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shortenTasksToCpuTime, type TraceEvent } from './lighthouse-thread-time';

const main = { pid: 1, tid: 7 };
const threadName = (tid: number, name: string): TraceEvent => ({
  pid: 1,
  tid,
  ts: 0,
  ph: 'M',
  name: 'thread_name',
  args: { name },
});

test('a task that waited for a core is shortened to its CPU time, with what is nested in it', () => {
  const task: TraceEvent = { ...main, ts: 1000, ph: 'X', name: 'RunTask', dur: 200, tdur: 50 };
  const script: TraceEvent = { ...main, ts: 1100, ph: 'X', name: 'EvaluateScript', dur: 100 };
  const begin: TraceEvent = { ...main, ts: 1040, ph: 'B', name: 'Layout' };
  const end: TraceEvent = { ...main, ts: 1080, ph: 'E', name: 'Layout' };
  const paint: TraceEvent = { ...main, ts: 1150, ph: 'I', name: 'firstContentfulPaint' };
  const after: TraceEvent = { ...main, ts: 1300, ph: 'X', name: 'RunTask', dur: 40, tdur: 40 };
  const events = [threadName(7, 'CrRendererMain'), script, task, begin, end, paint, after];

  assert.equal(shortenTasksToCpuTime(events), 1);
  assert.deepEqual([task.ts, task.dur], [1000, 50]);
  assert.deepEqual([script.ts, script.dur], [1025, 25]);
  assert.deepEqual([begin.ts, end.ts], [1010, 1020]);
  // Marks keep their time, and a task that ran without waiting keeps its length.
  assert.equal(paint.ts, 1150);
  assert.deepEqual([after.ts, after.dur], [1300, 40]);
});

test('a nested message loop is scaled once, with its outer task', () => {
  const outer: TraceEvent = { ...main, ts: 0, ph: 'X', name: 'RunTask', dur: 100, tdur: 50 };
  const inner: TraceEvent = { ...main, ts: 20, ph: 'X', name: 'RunTask', dur: 40, tdur: 10 };
  assert.equal(shortenTasksToCpuTime([threadName(7, 'CrRendererMain'), outer, inner]), 1);
  assert.deepEqual([inner.ts, inner.dur], [10, 20]);
});

test('other threads, and tasks without a CPU time, are left as they were', () => {
  const compositor: TraceEvent = { pid: 1, tid: 8, ts: 0, ph: 'X', name: 'RunTask', dur: 100, tdur: 10 };
  const untimed: TraceEvent = { ...main, ts: 0, ph: 'X', name: 'RunTask', dur: 100 };
  const events = [threadName(7, 'CrRendererMain'), threadName(8, 'Compositor'), compositor, untimed];
  assert.equal(shortenTasksToCpuTime(events), 0);
  assert.equal(compositor.dur, 100);
  assert.equal(untimed.dur, 100);
});
