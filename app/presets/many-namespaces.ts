import { buildCoreTools } from './core-tools.ts';
import { defineTool, PARAM, type PlainDefinition, PRODUCTION_SURFACE } from './tool-factory.ts';

const COMPANIES = [
  'acme',
  'globex',
  'initech',
  'umbrella',
  'hooli',
  'soylent',
  'stark',
  'wayne',
  'wonka',
  'tyrell',
  'cyberdyne',
  'oscorp',
  'gringotts',
  'monarch',
  'vandelay',
];
const DOMAINS = [
  'customer-relationships',
  'billing-and-invoicing',
  'payroll-processing',
  'inventory-control',
  'support-ticketing',
  'product-analytics',
  'document-management',
  'human-resources',
  'legal-contracts',
  'sales-pipeline',
];
const ACTIONS: [string, string][] = [
  ['list_records', 'List records'],
  ['get_record', 'Fetch one record'],
  ['update_record', 'Update a record'],
];

/** 150 tenant-specific integrations, one namespace each, with one to three tools. */
function buildManyNamespaceTools(): PlainDefinition[] {
  const out: PlainDefinition[] = [];
  let n = 0;
  for (const company of COMPANIES) {
    for (const domain of DOMAINS) {
      const namespace = `${company}-${domain}`;
      for (const [action, verb] of ACTIONS.slice(0, (n % 3) + 1)) {
        out.push(
          defineTool(
            `${namespace}.${action}`,
            `${verb} in ${company}'s ${domain.replaceAll('-', ' ')} system.`,
            [PARAM.query('records')],
          ),
        );
      }
      n++;
    }
  }
  return out;
}

/** The many-namespaces preset's scenario (its declaration: generated-presets.ts). */
export function manyNamespacesScenario() {
  return {
    name: '150 namespaces',
    notes: 'Fifteen tenants with ten systems each; every system is its own namespace.',
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    pins: [],
    promoted: [],
    caps: { max_tokens: 12000, max_tools: 32, ctx_limit: null },
    definitions: [...buildCoreTools(), ...buildManyNamespaceTools()],
  };
}
