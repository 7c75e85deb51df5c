// V8's major garbage collections in a Lighthouse run: the main thread's tasks that ran its mark-compact (marking
// steps, finalization), found in the run's own trace with Lighthouse's task model. A page whose heap is larger when
// loading ends gets one then; Lighthouse counts it in main-thread work under "other" (docs/measurements.md, issue 55).
import type { Artifacts } from 'lighthouse';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const MAJOR_GC = /^(MajorGC|V8\.GC_MC_|V8\.GCIncrementalMarking|Major concurrent marking)/;

const runsMajorGc = (task: TaskNode): boolean => MAJOR_GC.test(task.event.name) || task.children.some(runsMajorGc);

/** When (ms after the navigation started) the page's major GCs ran and the main thread's time in their tasks (ms,
 * unthrottled: Lighthouse's simulated figures are four times this). */
export async function majorGc(trace: Artifacts['Trace']): Promise<{ start: number; duration: number }> {
  const processed = await TraceProcessor.processTrace(trace);
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const collecting = tasks.filter((task) => !task.parent && runsMajorGc(task));
  return {
    start: collecting[0]?.startTime ?? NaN,
    duration: collecting.reduce((sum, task) => sum + task.duration, 0),
  };
}
