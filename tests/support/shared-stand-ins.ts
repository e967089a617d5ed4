/**
 * The worker project's global setup (vitest.config.ts): one set of stand-ins for the whole
 * run, started before the first test file and closed after the last. Files reach them with
 * `useWorkerOnStandIns()` (tests/support/worker.ts); a file that needs a database of its
 * own (exact counts, places in line, rate-limit windows) or stand-ins started with another
 * environment starts its own with `useWorkerOnOwnStandIns()` instead.
 */
import type {TestProject} from 'vitest/node';
import {startTestStandIns, type StandInsInfo} from './stand-ins.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStandIns: StandInsInfo;
  }
}

export default async function setup(project: TestProject) {
  const {close, ...info} = await startTestStandIns();
  project.provide('sharedStandIns', info);
  return close;
}
