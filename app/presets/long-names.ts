import { buildCoreTools } from './core-tools.ts';
import { defineTool, PARAM, type PlainDefinition, PRODUCTION_SURFACE, wireName } from './tool-factory.ts';

/** Ten back-office systems with long ids and long action names, 30 tools each. */
const SYSTEMS: [string, string[]][] = [
  [
    'enterprise-procurement',
    ['purchase_order_line_items', 'supplier_onboarding_requests', 'contract_renewal_notices'],
  ],
  [
    'warehouse-logistics',
    ['inbound_shipment_manifests', 'pallet_location_transfers', 'carrier_pickup_windows'],
  ],
  [
    'clinical-trials-registry',
    ['participant_consent_forms', 'adverse_event_reports', 'site_monitoring_visits'],
  ],
  [
    'municipal-permits',
    ['building_permit_applications', 'zoning_variance_hearings', 'inspection_appointments'],
  ],
  [
    'insurance-claims-desk',
    ['property_damage_claims', 'adjuster_field_assignments', 'subrogation_recoveries'],
  ],
  [
    'fleet-maintenance',
    ['preventive_service_schedules', 'vehicle_telematics_alerts', 'tire_replacement_orders'],
  ],
  [
    'university-admissions',
    ['transcript_evaluation_requests', 'scholarship_award_letters', 'interview_slot_bookings'],
  ],
  [
    'energy-grid-operations',
    ['substation_outage_reports', 'load_forecast_adjustments', 'demand_response_events'],
  ],
  [
    'pharmacy-inventory',
    ['controlled_substance_counts', 'wholesaler_backorder_notices', 'expiry_date_audits'],
  ],
  [
    'customs-declarations',
    ['import_tariff_classifications', 'bonded_warehouse_releases', 'origin_certificate_checks'],
  ],
];
const VERBS = [
  'list',
  'get',
  'create',
  'update',
  'archive',
  'export',
  'reconcile',
  'approve',
  'schedule',
  'validate',
];
const MAX_WIRE_NAME_BYTES = 64;

function buildLongNameTools(): PlainDefinition[] {
  const out: PlainDefinition[] = [];
  for (const [system, objects] of SYSTEMS) {
    for (const object of objects) {
      for (const verb of VERBS) {
        // Keep every name valid (at most 64 bytes): shorten the object rather than drop the tool.
        let action = `${verb}_${object}`;
        while (wireName(`${system}.${action}`).length > MAX_WIRE_NAME_BYTES)
          action = action.slice(0, action.lastIndexOf('_'));
        const label = object.replaceAll('_', ' ');
        out.push(
          defineTool(
            `${system}.${action}`,
            `${verb[0]!.toUpperCase()}${verb.slice(1)} ${label} in ${system}.`,
            [
              PARAM.text(
                'record_id',
                `Identifier of the ${label} record.`,
                verb !== 'list' && verb !== 'create',
              ),
              PARAM.limit(),
            ],
          ),
        );
      }
    }
  }
  return out;
}

/** The long-names preset's scenario (its declaration: generated-presets.ts). */
export function longNamesScenario() {
  return {
    name: '300 tools with long names',
    notes: 'Ten back-office systems, 30 tools each, plus the core tools. Names run up to 64 bytes.',
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    pins: [],
    promoted: [],
    caps: { max_tokens: 12000, max_tools: 32, ctx_limit: null },
    definitions: [...buildCoreTools(), ...buildLongNameTools()],
  };
}
