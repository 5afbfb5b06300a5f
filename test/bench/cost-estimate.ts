/**
 * `npm run cost`: the monthly AWS bill of an organisation of 100 and of 1,000 vendors, idle (off season) and in
 * season, from the product's measured request counts and the model of use in cost-model.ts. docs/costs.md explains
 * the model and holds this output.
 */
import { renderCostReport } from './cost-report.js';

process.stdout.write(renderCostReport());
