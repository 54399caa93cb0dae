// An audit entry opened in its row: the resource's fields before and after, changed ones marked
// (unchanged ones on request), and the request as it was logged.
import { useState } from 'react';
import { Empty, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntryVO } from '../../../api/audit';
import { diffSnapshots, shown } from './diff';
import './audit.css';

export default function AuditDiff({ entry }: { entry: AuditEntryVO }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const fields = diffSnapshots(entry.before, entry.after);
  const rows = all ? fields : fields.filter((f) => f.changed);
  const request = shown(entry.request ?? undefined);
  return (
    <div className="audit-diff" data-testid={`audit-diff-${entry.id}`}>
      <Typography.Text type="secondary" className="audit-meta">
        {t(`Audit_Type_${entry.resourceType}`, { defaultValue: entry.resourceType })}
        {entry.resourceId ? ` #${entry.resourceId}` : ''} · {entry.method} {entry.route}
        {entry.ip ? ` · ${t('Audit_Ip')} ${entry.ip}` : ''}
      </Typography.Text>
      <div className="audit-diff-head">
        <Typography.Text strong>{t('Audit_Changes')}</Typography.Text>
        {fields.length > 0 && (
          <label className="audit-diff-toggle">
            <Switch size="small" checked={all} onChange={setAll} /> {t('Audit_Show_Unchanged')}
          </label>
        )}
      </div>
      {fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('Audit_No_Snapshot')} />
      ) : rows.length === 0 ? (
        <Typography.Text type="secondary">{t('Audit_No_Change')}</Typography.Text>
      ) : (
        <div className="audit-diff-scroll">
          <table className="audit-diff-table">
            <thead>
              <tr>
                <th>{t('Audit_Field')}</th>
                <th>{t('Audit_Before')}</th>
                <th>{t('Audit_After')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f) => (
                <tr key={f.field} className={f.changed ? 'is-changed' : undefined} data-field={f.field}>
                  <td className="audit-field">{f.field === '*' ? t('Audit_Whole') : f.field}</td>
                  <td className="audit-before" data-label={t('Audit_Before')}>
                    <pre>{f.before ?? '—'}</pre>
                  </td>
                  <td className="audit-after" data-label={t('Audit_After')}>
                    <pre>{f.after ?? '—'}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {request && (
        <details className="audit-request">
          <summary>{t('Audit_Request')}</summary>
          <pre>{request}</pre>
        </details>
      )}
    </div>
  );
}
