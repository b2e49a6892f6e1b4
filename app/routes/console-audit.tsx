import { AuditScreen } from "../features/console/audit-screen";

export default function ConsoleAudit() {
  return <AuditScreen />;
}
