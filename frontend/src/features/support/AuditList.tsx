import type { SupportAuditEntry } from '@shop/contracts';
import { formatLondonTime } from './london-time';

/** Who from support has opened this basket, and when (London time). */
export function AuditList({ audit }: { audit: SupportAuditEntry[] }) {
  return (
    <section className="support-card" aria-labelledby="support-audit-title">
      <h2 id="support-audit-title">Opened by support</h2>
      <ul className="support-audit" data-testid="support-audit">
        {audit.map((entry) => (
          <li key={`${entry.staffEmail}-${entry.openedAt}`} data-testid="support-audit-entry">
            Opened by {entry.staffName} ({entry.staffEmail}) on {formatLondonTime(entry.openedAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
