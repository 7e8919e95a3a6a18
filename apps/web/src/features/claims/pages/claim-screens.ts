// '/reclamos' and '/reclamos/P-…' share one chunk: one lazy import in the first load's route table.
export { ClaimPage } from './claim-page';
export { ClaimsPage } from './claims-page';
