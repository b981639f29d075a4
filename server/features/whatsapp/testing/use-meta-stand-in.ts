import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../../../config';
import { chatEnv, startMetaStandIn, type MetaStandIn } from './meta-stand-in';

/**
 * For a test file: the Cloud API stand-in, started before its tests (closed after them), with
 * `env` pointed at it. The object answered is filled when the tests start.
 */
export function useMetaStandIn(env: Env): MetaStandIn {
  const standIn = {} as MetaStandIn;
  beforeAll(async () => {
    Object.assign(standIn, await startMetaStandIn());
    Object.assign(env, chatEnv(standIn));
  });
  afterAll(() => standIn.close());
  return standIn;
}
