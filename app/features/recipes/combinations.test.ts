import {expect, it} from 'vitest';
import {formRequests} from './combinations';
import {planCook} from './planner';

it('the form yields at least 10,000 distinct valid plans (the landing page says "10,000+ recipe combinations")', () => {
  const distinct = new Set<string>();
  let requests = 0;
  for (const request of formRequests()) {
    requests += 1;
    const plan = planCook(request);
    // Valid: planCook returns only schema-checked plans (cookSchemas().CookPlan.parse); and the
    // food must fit the grill it is planned for.
    if (!plan.fit.fits) continue;
    // Distinct: two requests that give the same plan (say, a wood the cook leaves out)
    // count once. The request echo is left out of the comparison.
    const {request: _echo, ...content} = plan;
    distinct.add(JSON.stringify(content));
  }
  console.log(`${requests} requests, ${distinct.size} distinct valid plans`);
  expect(distinct.size).toBeGreaterThanOrEqual(10_000);
}, 300_000);
