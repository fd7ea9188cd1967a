// The audit log's public entry: the latest entries the dashboard shows.
export { useAuditLog } from './api/list-audit-log'
export { AuditChange, AuditWhen } from './components/audit-entries'
