/**
 * What the app uses of the audit trail: its routes (modules/index.ts lists them) and
 * `recordAudit`, which every administrator write calls in its own transaction.
 */
export { auditRoutes } from './audit.routes';
export { type AuditRecord, recordAudit } from './audit.service';
