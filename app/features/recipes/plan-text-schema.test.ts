import {writeFileSync} from 'node:fs';
import {toJSONSchema} from 'zod/v4/core';
import {describe, expect, it} from 'vitest';
import {planTextSchema} from './llm.server';
import PLAN_TEXT_JSON_SCHEMA from './plan-text.schema.json';

const FILE = new URL('./plan-text.schema.json', import.meta.url);

describe('plan-text.schema.json', () => {
  // The worker sends this file as the provider's structured-output schema rather than
  // carrying zod's JSON Schema generator (record 0223): it must stay what zod derives
  // from planTextSchema. `UPDATE_PLAN_TEXT_SCHEMA=1` rewrites it after a schema change.
  it('is the JSON Schema zod derives from planTextSchema', () => {
    const derived = toJSONSchema(planTextSchema(), {io: 'input'});
    if (process.env.UPDATE_PLAN_TEXT_SCHEMA)
      writeFileSync(FILE, `${JSON.stringify(derived, null, 2)}\n`);
    else expect(PLAN_TEXT_JSON_SCHEMA).toEqual(derived);
  });
});
